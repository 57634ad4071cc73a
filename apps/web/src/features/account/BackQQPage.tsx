import { SocialCallbackPage } from './SocialCallbackPage';

/** /back/qq: the QQ callback. */
export default function BackQQPage() {
  return <SocialCallbackPage provider="qq" />;
}
