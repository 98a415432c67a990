import type { ProfileUpdateRequestSchema } from "@gkf/contract";
import { ACCOUNT_ERROR_CODES, languageOr, type MainRole, type Profile, type StaffRole } from "@gkf/contract";
import type { z } from "zod";
import { AppError, validationFailed } from "../../http/errors.js";
import { verifyPassword } from "../../security/passwords.js";
import type { AuditService } from "../audit/audit.service.js";
import { type AuthContext, hasPlaceholderDetails, type RequestMeta, requireUser, where } from "./account-context.js";
import type { AccountsRepository } from "./accounts.repository.js";
import { type SignInLimits, tooManyTakenContacts } from "./sign-in-limits.js";

/** The member's own account details: reading them, and changing names and contacts. */
export class ProfileService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly limits: SignInLimits,
    private readonly audit: AuditService,
    /** Whether two-step sign-in is on (the profile's tfa_enabled). */
    private readonly tfa?: { isEnabled(userId: string): Promise<boolean> },
  ) {}

  async getProfile(userId: string): Promise<Profile> {
    const user = await requireUser(this.repository, userId);
    const grants = await this.repository.listStaffGrants(userId);
    return {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      tel: user.tel,
      email_verified: user.email_verified_at !== null,
      tel_verified: user.tel_verified_at !== null,
      login_with: user.login_with,
      main_role: user.main_role as MainRole,
      staff_roles: grants.map((grant) => grant.role as StaffRole),
      staff_region: grants.find((grant) => grant.role === "REGIONAL_ADMIN")?.region_code ?? null,
      date_of_birth: user.date_of_birth,
      gender: user.gender as Profile["gender"],
      region: user.region_code,
      district: user.district_code,
      is_active: user.is_active === 1,
      created_at: user.created_at,
      language: languageOr(user.language),
      tfa_enabled: (await this.tfa?.isEnabled(userId)) ?? false,
      ...(hasPlaceholderDetails(user) ? { details_to_complete: true } : {}),
    };
  }

  async updateProfile(
    auth: AuthContext,
    input: z.output<typeof ProfileUpdateRequestSchema>,
    meta: RequestMeta,
  ): Promise<Profile> {
    const user = await requireUser(this.repository, auth.userId);
    const changesEmail = input.email !== undefined && input.email !== user.email;
    const changesTel = input.tel !== undefined && input.tel !== user.tel;
    // A contact the account does not have yet is added with a code to it (decision 76), so that an
    // address nobody confirmed never becomes a way to sign in.
    const adds: Record<string, string> = {};
    if (changesEmail && user.email === null)
      adds.email = "is added with a code: use Add an e-mail on your account page";
    if (changesTel && user.tel === null) adds.tel = "is added with a code: use Add a phone number on your account page";
    if (Object.keys(adds).length > 0) throw validationFailed(adds);
    if (changesEmail || changesTel) {
      // ASVS 7.5.1: changing how one signs in needs the password again.
      if (!input.current_password || !(await verifyPassword(user.password_hash, input.current_password))) {
        throw new AppError(
          403,
          ACCOUNT_ERROR_CODES.REAUTHENTICATION_REQUIRED,
          "Enter your current password to change your e-mail or phone number.",
          {
            fields: { current_password: "is required and must be your current password" },
          },
        );
      }
      const duplicates: Record<string, string> = {};
      if (changesEmail && input.email && (await this.repository.findUserByEmail(input.email)))
        duplicates.email = "is already registered";
      if (changesTel && input.tel && (await this.repository.findUserByTel(input.tel)))
        duplicates.tel = "is already registered";
      if (Object.keys(duplicates).length > 0) {
        // Signed in and re-authenticated, a member may learn that a contact is taken, a few times
        // an hour: an account is not an oracle for whose addresses are registered.
        const admitted = await this.limits.admitTakenContactAnswer(user.id);
        if (!admitted.allowed) throw tooManyTakenContacts(admitted);
        throw new AppError(409, ACCOUNT_ERROR_CODES.DUPLICATE_ACCOUNT, "Another account already uses these details.", {
          fields: duplicates,
        });
      }
    }
    await this.repository.updateUser(user.id, {
      ...(input.first_name !== undefined ? { first_name: input.first_name } : {}),
      ...(input.last_name !== undefined ? { last_name: input.last_name } : {}),
      ...(changesEmail ? { email: input.email ?? null, email_verified_at: null } : {}),
      ...(changesTel ? { tel: input.tel ?? null, tel_verified_at: null } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
    });
    await this.audit.record({
      action: "PROFILE_UPDATED",
      actorUserId: user.id,
      detail: { fields: Object.keys(input).filter((key) => key !== "current_password") },
      ...where(meta),
    });
    return this.getProfile(user.id);
  }
}
