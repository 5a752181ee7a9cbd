import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { requireMember, setIntroductionOnce, setNicknameOnce } from '../identity/members';
import { inviteQr } from './invite-qr';

export const profileHandlers: HandlerMap = {
  // Nickname and introduction may each be changed once: the flag flips in the same statement that
  // writes, so two parallel requests cannot both change it.
  'users/set_nickname': async ({ input, caller }, services) => {
    const nickname = input.nickname.trim();
    if (!nickname) throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'nickname' });
    if (!(await setNicknameOnce(services.db, caller.memberId, nickname))) throw new AppError(Codes.RULE, 'server.nicknameOnce');
    return null;
  },

  'member/modify_user': async ({ input, caller }, services) => {
    const introduction = input.introduction.trim();
    if (!introduction) throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'introduction' });
    if (!(await setIntroductionOnce(services.db, caller.memberId, introduction))) throw new AppError(Codes.RULE, 'server.introductionOnce');
    return null;
  },

  'users/share': async ({ caller }, services) => {
    const member = await requireMember(services.db, caller.memberId);
    const link = `${services.config.publicUrl}/register?invite=${encodeURIComponent(member.invite_code)}`;
    return { invite_code: member.invite_code, invite_link: link, invite_qr: inviteQr(link) };
  },
};
