/** web/src/features/staff: who is staff, for super admins (issue 15, "Staff"). */
export const staff = {
  page_title: "Staff",
  heading: "Staff",
  intro:
    "Who may use the control panel. Grant a regional admin with their region, or a federation admin; revoke a grant when someone leaves office.",
  roles: { REGIONAL_ADMIN: "Regional admin", FEDERATION_ADMIN: "Federation admin", SUPER_ADMIN: "Super admin" },
  columns: {
    member: "Member",
    username: "Signs in with",
    role: "Grant",
    region: "Region",
    granted_at: "Since",
    actions: "Actions",
  },
  grant: {
    heading: "Grant staff rights",
    member: "Member",
    member_hint: "Their e-mail, phone or membership number",
    role: "Grant",
    region: "Region",
    submit: "Grant",
    done: "{{name}} is now {{role}}.",
  },
  revoke: {
    button: "Revoke",
    label: "Revoke {{role}} from {{name}}",
    title: "Revoke this grant?",
    text: "{{name}} will no longer be {{role}}. They are told at once; their membership is not affected.",
    confirm: "Revoke",
    cancel: "Cancel",
    done: "{{name}} is no longer {{role}}.",
  },
  empty: "No staff grants yet.",
  load_failed: "The staff list could not be loaded.",
  refused: "Only super admins manage staff.",
  errors: {
    NOT_YOURSELF: "You cannot change your own staff rights.",
    ALREADY_GRANTED: "This member already holds this grant.",
    LAST_SUPER_ADMIN: "This is the last super admin: grant SUPER_ADMIN to someone else first.",
    NOT_FOUND: "No member has this e-mail, phone or membership number.",
  },
} as const;
