/**
 * Links an operator hands a shop (issue 12): the chat deep link `npm run link` and the bot make
 * (access/chat-link.ts), and a standalone password-reset link (password-reset.ts). Both audited.
 */
import type { AppDeps } from '../../deps.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { createChatLink } from '../access/chat-link.ts';
import { selectPasswordHash } from './clients-repository.ts';
import { auditLinkIssued } from './clients-service.ts';
import { passwordResetLink } from './password-reset.ts';

type LinkContext = Pick<OperatorContext, 'tenantId' | 'tenant' | 'now' | 'operatorId' | 'email'>;
type LinkDeps = Pick<AppDeps, 'db' | 'tokens' | 'config'>;

export async function clientChatLink(
  deps: LinkDeps,
  ctx: LinkContext,
  clientId: string,
): Promise<{ url: string; expiresAt: string }> {
  let answer: { url: string; expiresAt: string } | undefined;
  await auditLinkIssued(deps.db, ctx, clientId, 'client.link', async () => {
    const link = await createChatLink({
      tokens: deps.tokens,
      tenant: ctx.tenant,
      clientId,
      publicUrl: deps.config.PUBLIC_URL,
      now: ctx.now,
    });
    answer = { url: link.url, expiresAt: link.expiresAt };
    return answer;
  });
  if (answer === undefined) throw new Error('chat link not issued');
  return answer;
}

export async function clientPasswordReset(
  deps: LinkDeps,
  ctx: LinkContext,
  clientId: string,
): Promise<{ setPasswordUrl: string; expiresAt: string }> {
  let answer: { setPasswordUrl: string; expiresAt: string } | undefined;
  await auditLinkIssued(deps.db, ctx, clientId, 'client.passwordReset', async (tx) => {
    const current = await selectPasswordHash(tx, ctx.tenantId, clientId);
    answer = passwordResetLink({
      secret: deps.config.LINK_SECRET,
      publicUrl: deps.config.PUBLIC_URL,
      tenantId: ctx.tenantId,
      clientId,
      currentHash: current?.hash ?? null,
      now: ctx.now,
    });
    return answer;
  });
  if (answer === undefined) throw new Error('password link not issued');
  return answer;
}
