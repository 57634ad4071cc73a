import { SocialCallbackPage } from './SocialCallbackPage';

/** /back/weichat: the WeChat callback. */
export default function BackWeichatPage() {
  return <SocialCallbackPage provider="weichat" />;
}
