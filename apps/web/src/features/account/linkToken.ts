import { LINK_TOKEN_PATTERN } from '@questline/contract';
import { useParams } from 'react-router';

/** The token of a /join/{token} or /setPassword/{token} link; anything else is not a link we made. */
export function useLinkToken(): string | undefined {
  const rest = useParams()['*'] ?? '';
  return LINK_TOKEN_PATTERN.test(rest) ? rest : undefined;
}
