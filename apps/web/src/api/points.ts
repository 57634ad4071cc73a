import {
  type ApiOk,
  type ApiPage,
  type ExportTicket,
  INVITATION_PATHS,
  type InvitationRow,
  POINTS_PATHS,
  type PointsAdjustBody,
  type PointsEntryRow,
  type PointsSource,
  type PointsSummary,
  type SignInDay,
  type SignInResult,
} from '@questline/contract';
import { del, get, post } from './client';

/** The browser's IANA time zone: the server counts the person's days in it (ADR 0111). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function getPointsSummary(): Promise<ApiOk<PointsSummary>> {
  return get<ApiOk<PointsSummary>>(POINTS_PATHS.summary, { timeZone: browserTimeZone() });
}

export function getSignInDays(): Promise<ApiOk<SignInDay[]>> {
  return get<ApiOk<SignInDay[]>>(POINTS_PATHS.signInList, { timeZone: browserTimeZone() });
}

/** Signs in for today with the points the page showed; the server refuses any other value. */
export function checkIn(shownPoints: number): Promise<ApiOk<SignInResult>> {
  return get<ApiOk<SignInResult>>(POINTS_PATHS.signIn(shownPoints), { timeZone: browserTimeZone() });
}

export function getInvitees(pageNum: number, pageSize: number): Promise<ApiPage<InvitationRow>> {
  return get<ApiPage<InvitationRow>>(INVITATION_PATHS.list, { pageNum, pageSize });
}

export function getInviteeCount(): Promise<ApiOk<number>> {
  return get<ApiOk<number>>(INVITATION_PATHS.count);
}

/** integral/list: the caller's ledger, or (platform administrators) anyone's or everyone's. */
export interface PointsLedgerQuery {
  pageNum: number;
  pageSize: number;
  source?: PointsSource;
  beginDate?: string;
  endDate?: string;
  userId?: number;
}

export function getPointsLedger(query: PointsLedgerQuery): Promise<ApiPage<PointsEntryRow>> {
  return get<ApiPage<PointsEntryRow>>(POINTS_PATHS.list, query);
}

export function adjustPoints(body: PointsAdjustBody): Promise<ApiOk<PointsEntryRow>> {
  return post<ApiOk<PointsEntryRow>>(POINTS_PATHS.adjust, body);
}

export function reversePointsEntry(id: number): Promise<ApiOk<PointsEntryRow>> {
  return del<ApiOk<PointsEntryRow>>(POINTS_PATHS.entry(id));
}

export function exportPointsLedger(
  query: Omit<PointsLedgerQuery, 'pageNum' | 'pageSize'>,
): Promise<ApiOk<ExportTicket>> {
  return get<ApiOk<ExportTicket>>(POINTS_PATHS.export, query, { long: true });
}
