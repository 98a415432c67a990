/** A demo account and its membership, as the demo data (demo-data.ts) and its dojos (demo-dojos.ts) write them. */
export interface DemoPerson {
  email: string;
  first_name: string;
  last_name: string;
  gender: "FEMALE" | "MALE";
  date_of_birth: string;
  main_role: string;
  region: string;
  district: string;
  paid: boolean;
  belt: string | null;
  staff?: { role: string; region: string | null };
}
