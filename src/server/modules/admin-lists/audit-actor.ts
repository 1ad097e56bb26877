/** The audit actor of a console request: the operator of its session (issue 12). */
import type { OperatorContext } from '../../plugins/operator-context.ts';
import type { AuditActor } from '../audit/audit-repository.ts';

export const operatorActor = (ctx: Pick<OperatorContext, 'operatorId' | 'email'>): AuditActor => ({
  kind: 'operator',
  operatorId: ctx.operatorId,
  email: ctx.email,
});
