import type { WorkflowAction } from '@questline/contract';
import type { ActionProcedure } from './actionContext';
import { adoptReviewAndRetrial } from './adoptReviewAndRetrial';
import { changeToUser } from './changeToUser';
import { completeRepair } from './completeRepair';
import { delay } from './delay';
import { refuse } from './refuse';
import { undoVerdict } from './undoVerdict';

/**
 * Each workflow action's own procedure, one file each (issue 29); the actions not listed (StartRepair, AdoptReview,
 * AdoptRetrial, Close) only move the status by the workflow table.
 */
export const ACTION_PROCEDURES: Partial<Record<WorkflowAction, ActionProcedure>> = {
  CompleteRepair: completeRepair,
  UnAdoptReview: undoVerdict,
  UnAdoptRetrial: undoVerdict,
  Reopen: undoVerdict,
  AdoptReviewAndRetrial: adoptReviewAndRetrial,
  ChangeToUser: changeToUser,
  Refuse: refuse,
  Delay: delay,
};
