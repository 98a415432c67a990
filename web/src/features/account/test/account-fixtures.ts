/** The account page's member in the web tests: Kofi Boateng, e-mail only, no staff grant. */
export function kofiProfile(overrides: Record<string, unknown> = {}) {
  return {
    first_name: "Kofi",
    last_name: "Boateng",
    email: "kofi@example.com",
    tel: null,
    email_verified: true,
    tel_verified: false,
    login_with: "email",
    main_role: "ATHLETE",
    staff_roles: [] as string[],
    staff_region: null,
    date_of_birth: "1990-11-02",
    gender: "MALE",
    region: "AA",
    district: "TEM",
    is_active: true,
    created_at: "2026-01-10T09:00:00.000Z",
    ...overrides,
  };
}
