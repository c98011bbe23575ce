import {
  createSettlement,
  deleteSettlement,
  getSettlementStatement,
  saveFile,
  settleSettlement,
  settlementFileName,
  type Settlement,
  type SettlementDetail,
} from '@haulboard/shared/api/admin';
import type { CreateSettlement } from '@haulboard/shared/contracts';
import { useAppMutation } from '@haulboard/shared/query';
import { resources, useResourceMutation } from '@haulboard/shared/resources';
import { SettlementMessages } from '../lib/settlement-texts';

/** Every change a settlement screen makes, each refreshing every settlements view (a driver's previews too). */
export function useSettlementActions() {
  const create = useResourceMutation(resources.settlements, {
    mutationFn: (body: CreateSettlement) => createSettlement(body),
    success: SettlementMessages.created,
    failure: SettlementMessages.createFailed,
    failureDetail: true,
  });
  const settle = useResourceMutation(resources.settlements, {
    mutationFn: ({ settlement, paidOn }: { settlement: Settlement; paidOn: string }) =>
      settleSettlement(settlement.id, { paid_on: paidOn, version: settlement.version }),
    success: (saved: SettlementDetail) => SettlementMessages.settled(saved),
    failure: SettlementMessages.settleFailed,
    failureDetail: true,
  });
  const remove = useResourceMutation(resources.settlements, {
    mutationFn: (settlement: Settlement) => deleteSettlement(settlement.id),
    removes: (_data, settlement) => [resources.settlements.record.key(settlement.id)],
    success: SettlementMessages.deleted,
    failure: SettlementMessages.deleteFailed,
    failureDetail: true,
  });
  const download = useAppMutation({
    mutationFn: async (settlement: Settlement) => saveFile(await getSettlementStatement(settlement.id), settlementFileName(settlement)),
    failure: SettlementMessages.downloadFailed,
    failureDetail: true,
  });
  return { create, settle, remove, download };
}
