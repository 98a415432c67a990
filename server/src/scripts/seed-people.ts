import { BELTS as CONTRACT_BELTS } from "@gkf/contract";
import { REGIONS } from "../modules/regions/regions.data.js";

/** Ghanaian first names by gender and common family names, for demo and benchmark members. */
export const FEMALE_NAMES = [
  "Abena",
  "Akosua",
  "Adwoa",
  "Ama",
  "Efua",
  "Yaa",
  "Afua",
  "Esi",
  "Akua",
  "Adjoa",
  "Nana",
  "Gifty",
  "Mercy",
  "Priscilla",
  "Comfort",
  "Linda",
  "Dzifa",
  "Selasi",
  "Fatima",
  "Mariam",
  "Rashida",
  "Abigail",
  "Naa",
  "Dede",
];
export const MALE_NAMES = [
  "Kwame",
  "Kofi",
  "Kwaku",
  "Yaw",
  "Kwabena",
  "Kojo",
  "Kwesi",
  "Ato",
  "Fiifi",
  "Kobby",
  "Yaw",
  "Emmanuel",
  "Samuel",
  "Daniel",
  "Isaac",
  "Eric",
  "Prince",
  "Selorm",
  "Mawuli",
  "Ibrahim",
  "Abdul",
  "Mohammed",
  "Nii",
  "Tetteh",
];
export const FAMILY_NAMES = [
  "Mensah",
  "Owusu",
  "Boateng",
  "Asante",
  "Osei",
  "Agyeman",
  "Appiah",
  "Addo",
  "Amoah",
  "Ansah",
  "Quaye",
  "Tetteh",
  "Lamptey",
  "Nkrumah",
  "Danso",
  "Ofori",
  "Acheampong",
  "Kyei",
  "Sarpong",
  "Frimpong",
  "Adjei",
  "Darko",
  "Gyamfi",
  "Badu",
  "Agbeko",
  "Kpodo",
  "Dogbe",
  "Abubakar",
  "Alhassan",
  "Yakubu",
  "Issah",
  "Baffoe",
  "Essien",
  "Arthur",
  "Quansah",
  "Nyarko",
];
/** Belts seen among members: kyu grades and the first five dan grades. */
export const BELTS = CONTRACT_BELTS.slice(0, 15);

/** A small deterministic generator, so a seed with the same size gives the same people. */
export function createRandom(seed = 2026) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

export function allDistricts() {
  return REGIONS.flatMap((region) =>
    region.districts.map((district) => ({ region: region.code, district: district.code })),
  );
}
