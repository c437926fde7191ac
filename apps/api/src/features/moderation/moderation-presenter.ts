import {
  guidelineRules,
  type Appeal,
  type ModerationActionRecord,
  type Report,
  type ReportReason,
  type ReportTargetType,
} from '@ourhood/contract';
import type { ActionRow, ReportRow } from './moderation-repository.js';

export function presentReport(row: ReportRow): Report {
  return {
    _id: row.id,
    id: row.id,
    target_type: row.target_type as ReportTargetType,
    target_id: row.target_id,
    reason: row.reason as ReportReason,
    note: row.note,
    status: row.status,
    outcome: row.outcome,
    created_at: row.created_at.toISOString(),
  };
}

export function presentAction(row: ActionRow): ModerationActionRecord {
  const reason = row.reason as ReportReason;
  return {
    _id: row.id,
    id: row.id,
    target_type: row.target_type as ReportTargetType,
    target_id: row.target_id,
    action: row.action,
    reason,
    rule: guidelineRules[reason] ?? guidelineRules.other,
    duration_days: row.duration_days,
    ends_at: row.ends_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export function presentAppeal(row: {
  id: string;
  action_id: string;
  note: string;
  status: Appeal['status'];
  created_at: Date;
}): Appeal {
  return {
    _id: row.id,
    id: row.id,
    action_id: row.action_id,
    note: row.note,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}
