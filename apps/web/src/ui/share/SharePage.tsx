import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PublicShareFrame, ShareGone } from './PublicShareFrame';

/** What a share page says around what it shows, in the page's language. */
export interface ShareWords {
  readOnly: string;
  invalidTitle: string;
  invalidHint: string;
  backHome: string;
  loading: string;
}

/** The tokens share links carry (DOMAIN.md "Identifiers and times": unguessable, never a primary key). */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

const isShareToken = (text: string) => SHARE_TOKEN.test(text);

/**
 * The one page a share link opens for someone who is not signed in (a shared issue, knowledge document or folder,
 * disk file or folder): the link's token from the rest of the path, the share's first answer, and the same page
 * whether the link was never made, was revoked or has expired.
 */
export function SharePage<Summary>({
  name,
  read,
  words,
  maxWidth,
  isToken = isShareToken,
  children,
}: {
  /** The first part of the answer's cache key. */
  name: string;
  read: (token: string) => Promise<Summary>;
  words: ShareWords;
  maxWidth?: number;
  isToken?: (text: string) => boolean;
  children: (summary: Summary, token: string) => ReactNode;
}) {
  const rest = useParams()['*'] ?? '';
  const token = isToken(rest) ? rest : undefined;
  const summary = useQuery({
    queryKey: [name, token],
    queryFn: () => read(token ?? ''),
    enabled: token !== undefined,
    retry: false,
  });

  let body: ReactNode;
  if (token === undefined || summary.isError) {
    body = <ShareGone title={words.invalidTitle} hint={words.invalidHint} backHome={words.backHome} />;
  } else if (!summary.data) {
    body = (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin aria-label={words.loading} />
      </div>
    );
  } else {
    body = children(summary.data, token);
  }
  return (
    <PublicShareFrame note={words.readOnly} {...(maxWidth === undefined ? {} : { maxWidth })}>
      {body}
    </PublicShareFrame>
  );
}
