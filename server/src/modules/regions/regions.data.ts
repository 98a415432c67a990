/**
 * Ghana's 16 regions (ISO 3166-2:GH) and their 261 districts, i.e. the
 * Metropolitan, Municipal and District Assemblies (MMDAs) in the configuration
 * in force since the inauguration of Guan District (Oti), the 261st, on
 * 8 October 2021.
 *
 * Sources / method: compiled region by region from the Legislative
 * Instruments creating/upgrading the assemblies (2012, 2017/2018, 2019
 * rounds), cross-checked against assembly websites, regional coordinating
 * council lists, ghanadistricts.gov.gh, news reports and Wikipedia district
 * pages, checking each assembly against its post-2018 region
 * (Western North, Oti, Bono East, Ahafo, Savannah and North East were carved
 * out of Western, Volta, Brong-Ahafo and Northern in 2018/2019).
 * Names are the assembly names without the word "Assembly"/"District";
 * Metropolitan and Municipal assemblies keep that suffix, ordinary District
 * Assemblies are plain names (e.g. "Ada West"). Status (Metropolitan /
 * Municipal / District) is the gazetted one of the 261 configuration: the
 * executive upgrade approvals of Nov/Dec 2024 (e.g. Ho, Sunyani, Wa, New
 * Juaben South, Techiman, Kpone Katamanso, Gomoa East to Metropolitan; Bole,
 * Obuasi East, Shama, Anloga, ... to Municipal) were announced "pending
 * finalisation of legal processes" and are NOT reflected here.
 *
 * District code scheme: the customary Ghanaian assembly acronym without the
 * trailing "A" (for "Assembly"): the first letter of every word of the name
 * (words split on space, "-" and "/", the type word excluded) followed by
 * "M" for Metropolitan/Municipal or "D" for District assemblies
 * (AMA -> AM, KMA -> KM, GEMA -> GEM, AWDA -> AWD). Codes are unique
 * nationwide: assemblies are taken Metropolitan first, then Municipal, then
 * District, alphabetically within each tier; when a code is already taken,
 * one word at a time (first word first) is lengthened to its first 2, then
 * 3, ... letters until the code is free (e.g. Tema Metropolitan -> TEM since
 * Tamale Metropolitan holds TM; Bole -> BOLD). All codes are 2-5 chars A-Z.
 */
export interface DistrictSeed {
  code: string;
  name: string;
}
export interface RegionSeed {
  code: string;
  iso_code: string;
  name: string;
  capital: string;
  districts: DistrictSeed[];
}
export const REGIONS: RegionSeed[] = [
  {
    code: "AF",
    iso_code: "GH-AF",
    name: "Ahafo",
    capital: "Goaso",
    // 6 districts
    districts: [
      { code: "ASNM", name: "Asunafo North Municipal" },
      { code: "ASUSD", name: "Asunafo South" },
      { code: "ASUND", name: "Asutifi North" },
      { code: "ASOUD", name: "Asutifi South" },
      { code: "TNM", name: "Tano North Municipal" },
      { code: "TSM", name: "Tano South Municipal" },
    ],
  },
  {
    code: "AH",
    iso_code: "GH-AH",
    name: "Ashanti",
    capital: "Kumasi",
    // 43 districts
    districts: [
      { code: "AAD", name: "Adansi Asokwa" },
      { code: "AND", name: "Adansi North" },
      { code: "ASD", name: "Adansi South" },
      { code: "AKND", name: "Afigya Kwabre North" },
      { code: "AKSD", name: "Afigya Kwabre South" },
      { code: "AANM", name: "Ahafo Ano North Municipal" },
      { code: "AASED", name: "Ahafo Ano South East" },
      { code: "AASWD", name: "Ahafo Ano South West" },
      { code: "AKD", name: "Akrofuom" },
      { code: "ACD", name: "Amansie Central" },
      { code: "AMSD", name: "Amansie South" },
      { code: "AMWD", name: "Amansie West" },
      { code: "AACM", name: "Asante Akim Central Municipal" },
      { code: "ASANM", name: "Asante Akim North Municipal" },
      { code: "AASM", name: "Asante Akim South Municipal" },
      { code: "AMM", name: "Asokore Mampong Municipal" },
      { code: "ASOM", name: "Asokwa Municipal" },
      { code: "ATKD", name: "Atwima Kwanwoma" },
      { code: "AMD", name: "Atwima Mponua" },
      { code: "ATNM", name: "Atwima Nwabiagya Municipal" },
      { code: "ANND", name: "Atwima Nwabiagya North" },
      { code: "BEM", name: "Bekwai Municipal" },
      { code: "BFD", name: "Bosome Freho" },
      { code: "BOSD", name: "Bosomtwe" },
      { code: "EJM", name: "Ejisu Municipal" },
      { code: "ESM", name: "Ejura-Sekyedumase Municipal" },
      { code: "JUM", name: "Juaben Municipal" },
      { code: "KM", name: "Kumasi Metropolitan" },
      { code: "KWEM", name: "Kwabre East Municipal" },
      { code: "KWM", name: "Kwadaso Municipal" },
      { code: "MM", name: "Mampong Municipal" },
      { code: "OED", name: "Obuasi East" },
      { code: "OM", name: "Obuasi Municipal" },
      { code: "OFM", name: "Offinso Municipal" },
      { code: "OND", name: "Offinso North" },
      { code: "OFOM", name: "Oforikrom Municipal" },
      { code: "OTM", name: "Old Tafo Municipal" },
      { code: "SAPD", name: "Sekyere Afram Plains" },
      { code: "SCD", name: "Sekyere Central" },
      { code: "SED", name: "Sekyere East" },
      { code: "SKD", name: "Sekyere Kumawu" },
      { code: "SSD", name: "Sekyere South" },
      { code: "SUM", name: "Suame Municipal" },
    ],
  },
  {
    code: "BO",
    iso_code: "GH-BO",
    name: "Bono",
    capital: "Sunyani",
    // 12 districts
    districts: [
      { code: "BD", name: "Banda" },
      { code: "BEEM", name: "Berekum East Municipal" },
      { code: "BEWD", name: "Berekum West" },
      { code: "DCM", name: "Dormaa Central Municipal" },
      { code: "DED", name: "Dormaa East" },
      { code: "DWD", name: "Dormaa West" },
      { code: "JND", name: "Jaman North" },
      { code: "JSM", name: "Jaman South Municipal" },
      { code: "SUNM", name: "Sunyani Municipal" },
      { code: "SUWM", name: "Sunyani West Municipal" },
      { code: "TD", name: "Tain" },
      { code: "WEM", name: "Wenchi Municipal" },
    ],
  },
  {
    code: "BE",
    iso_code: "GH-BE",
    name: "Bono East",
    capital: "Techiman",
    // 11 districts
    districts: [
      { code: "AAM", name: "Atebubu-Amantin Municipal" },
      { code: "KINM", name: "Kintampo North Municipal" },
      { code: "KSD", name: "Kintampo South" },
      { code: "NND", name: "Nkoranza North" },
      { code: "NSM", name: "Nkoranza South Municipal" },
      { code: "PED", name: "Pru East" },
      { code: "PWD", name: "Pru West" },
      { code: "SEED", name: "Sene East" },
      { code: "SWD", name: "Sene West" },
      { code: "TECM", name: "Techiman Municipal" },
      { code: "TND", name: "Techiman North" },
    ],
  },
  {
    code: "CP",
    iso_code: "GH-CP",
    name: "Central",
    capital: "Cape Coast",
    // 22 districts
    districts: [
      { code: "AAKD", name: "Abura/Asebu/Kwamankese" },
      { code: "AGED", name: "Agona East" },
      { code: "AGWM", name: "Agona West Municipal" },
      { code: "AEED", name: "Ajumako/Enyan/Essiam" },
      { code: "AOBD", name: "Asikuma/Odoben/Brakwa" },
      { code: "ASCM", name: "Assin Central Municipal" },
      { code: "ASND", name: "Assin North" },
      { code: "ASSD", name: "Assin South" },
      { code: "ASEM", name: "Awutu Senya East Municipal" },
      { code: "ASWD", name: "Awutu Senya West" },
      { code: "CCM", name: "Cape Coast Metropolitan" },
      { code: "EM", name: "Effutu Municipal" },
      { code: "ED", name: "Ekumfi" },
      { code: "GCD", name: "Gomoa Central" },
      { code: "GED", name: "Gomoa East" },
      { code: "GWD", name: "Gomoa West" },
      { code: "KEEAM", name: "Komenda/Edina/Eguafo/Abirem Municipal" },
      { code: "MFM", name: "Mfantsiman Municipal" },
      { code: "TAMD", name: "Twifo Atti-Morkwa" },
      { code: "THLDD", name: "Twifo Hemang Lower Denkyira" },
      { code: "UDEM", name: "Upper Denkyira East Municipal" },
      { code: "UDWD", name: "Upper Denkyira West" },
    ],
  },
  {
    code: "EP",
    iso_code: "GH-EP",
    name: "Eastern",
    capital: "Koforidua",
    // 33 districts
    districts: [
      { code: "ABNM", name: "Abuakwa North Municipal" },
      { code: "ASM", name: "Abuakwa South Municipal" },
      { code: "AD", name: "Achiase" },
      { code: "AKNM", name: "Akuapem North Municipal" },
      { code: "ASOD", name: "Akuapem South" },
      { code: "AKYD", name: "Akyemansa" },
      { code: "AMAD", name: "Asene Manso Akroso" },
      { code: "ASUD", name: "Asuogyaman" },
      { code: "ATED", name: "Atiwa East" },
      { code: "ATWD", name: "Atiwa West" },
      { code: "AYD", name: "Ayensuano" },
      { code: "BCM", name: "Birim Central Municipal" },
      { code: "BND", name: "Birim North" },
      { code: "BSD", name: "Birim South" },
      { code: "DD", name: "Denkyembour" },
      { code: "FND", name: "Fanteakwa North" },
      { code: "FSD", name: "Fanteakwa South" },
      { code: "KWAM", name: "Kwaebibirem Municipal" },
      { code: "KAPND", name: "Kwahu Afram Plains North" },
      { code: "KAPSD", name: "Kwahu Afram Plains South" },
      { code: "KED", name: "Kwahu East" },
      { code: "KWSD", name: "Kwahu South" },
      { code: "KWWM", name: "Kwahu West Municipal" },
      { code: "LMKM", name: "Lower Manya Krobo Municipal" },
      { code: "NJNM", name: "New Juaben North Municipal" },
      { code: "NJSM", name: "New Juaben South Municipal" },
      { code: "NAM", name: "Nsawam Adoagyiri Municipal" },
      { code: "OD", name: "Okere" },
      { code: "SUHM", name: "Suhum Municipal" },
      { code: "UMKD", name: "Upper Manya Krobo" },
      { code: "UWAD", name: "Upper West Akim" },
      { code: "WAM", name: "West Akim Municipal" },
      { code: "YKM", name: "Yilo Krobo Municipal" },
    ],
  },
  {
    code: "AA",
    iso_code: "GH-AA",
    name: "Greater Accra",
    capital: "Accra",
    // 29 districts
    districts: [
      { code: "ACM", name: "Ablekuma Central Municipal" },
      { code: "ANM", name: "Ablekuma North Municipal" },
      { code: "AWM", name: "Ablekuma West Municipal" },
      { code: "AM", name: "Accra Metropolitan" },
      { code: "AED", name: "Ada East" },
      { code: "AWD", name: "Ada West" },
      { code: "ADM", name: "Adentan Municipal" },
      { code: "ASHM", name: "Ashaiman Municipal" },
      { code: "AYCM", name: "Ayawaso Central Municipal" },
      { code: "AEM", name: "Ayawaso East Municipal" },
      { code: "AYNM", name: "Ayawaso North Municipal" },
      { code: "AYWM", name: "Ayawaso West Municipal" },
      { code: "GCM", name: "Ga Central Municipal" },
      { code: "GEM", name: "Ga East Municipal" },
      { code: "GNM", name: "Ga North Municipal" },
      { code: "GSM", name: "Ga South Municipal" },
      { code: "GWM", name: "Ga West Municipal" },
      { code: "KKM", name: "Korle Klottey Municipal" },
      { code: "KPKM", name: "Kpone Katamanso Municipal" },
      { code: "KRM", name: "Krowor Municipal" },
      { code: "LDKM", name: "La Dade Kotopon Municipal" },
      { code: "LNMM", name: "La Nkwantanang Madina Municipal" },
      { code: "LEM", name: "Ledzokuku Municipal" },
      { code: "NPD", name: "Ningo Prampram" },
      { code: "ONM", name: "Okaikwei North Municipal" },
      { code: "SOD", name: "Shai Osudoku" },
      { code: "TEM", name: "Tema Metropolitan" },
      { code: "TWM", name: "Tema West Municipal" },
      { code: "WGM", name: "Weija Gbawe Municipal" },
    ],
  },
  {
    code: "NE",
    iso_code: "GH-NE",
    name: "North East",
    capital: "Nalerigu",
    // 6 districts
    districts: [
      { code: "BUND", name: "Bunkpurugu-Nakpanduri" },
      { code: "CD", name: "Chereponi" },
      { code: "EMM", name: "East Mamprusi Municipal" },
      { code: "MMD", name: "Mamprugu Moagduri" },
      { code: "WMM", name: "West Mamprusi Municipal" },
      { code: "YND", name: "Yunyoo-Nasuan" },
    ],
  },
  {
    code: "NP",
    iso_code: "GH-NP",
    name: "Northern",
    capital: "Tamale",
    // 16 districts
    districts: [
      { code: "GM", name: "Gushegu Municipal" },
      { code: "KAD", name: "Karaga" },
      { code: "KPD", name: "Kpandai" },
      { code: "KUD", name: "Kumbungu" },
      { code: "MD", name: "Mion" },
      { code: "NAD", name: "Nanton" },
      { code: "NNM", name: "Nanumba North Municipal" },
      { code: "NSD", name: "Nanumba South" },
      { code: "SD", name: "Saboba" },
      { code: "SM", name: "Sagnarigu Municipal" },
      { code: "SAM", name: "Savelugu Municipal" },
      { code: "TM", name: "Tamale Metropolitan" },
      { code: "TSD", name: "Tatale Sanguli" },
      { code: "TOD", name: "Tolon" },
      { code: "YM", name: "Yendi Municipal" },
      { code: "ZD", name: "Zabzugu" },
    ],
  },
  {
    code: "OT",
    iso_code: "GH-OT",
    name: "Oti",
    capital: "Dambai",
    // 9 districts
    districts: [
      { code: "BID", name: "Biakoye" },
      { code: "GUD", name: "Guan" },
      { code: "JD", name: "Jasikan" },
      { code: "KD", name: "Kadjebi" },
      { code: "KREM", name: "Krachi East Municipal" },
      { code: "KND", name: "Krachi Nchumuru" },
      { code: "KWD", name: "Krachi West" },
      { code: "NKND", name: "Nkwanta North" },
      { code: "NKSM", name: "Nkwanta South Municipal" },
    ],
  },
  {
    code: "SV",
    iso_code: "GH-SV",
    name: "Savannah",
    capital: "Damongo",
    // 7 districts
    districts: [
      { code: "BOLD", name: "Bole" },
      { code: "CGD", name: "Central Gonja" },
      { code: "EGM", name: "East Gonja Municipal" },
      { code: "NEGD", name: "North East Gonja" },
      { code: "NGD", name: "North Gonja" },
      { code: "STKD", name: "Sawla-Tuna-Kalba" },
      { code: "WEGM", name: "West Gonja Municipal" },
    ],
  },
  {
    code: "UE",
    iso_code: "GH-UE",
    name: "Upper East",
    capital: "Bolgatanga",
    // 15 districts
    districts: [
      { code: "BM", name: "Bawku Municipal" },
      { code: "BWD", name: "Bawku West" },
      { code: "BIND", name: "Binduri" },
      { code: "BOED", name: "Bolgatanga East" },
      { code: "BOM", name: "Bolgatanga Municipal" },
      { code: "BOND", name: "Bongo" },
      { code: "BNM", name: "Builsa North Municipal" },
      { code: "BUSD", name: "Builsa South" },
      { code: "GD", name: "Garu" },
      { code: "KNM", name: "Kassena-Nankana Municipal" },
      { code: "KNWD", name: "Kassena-Nankana West" },
      { code: "ND", name: "Nabdam" },
      { code: "PD", name: "Pusiga" },
      { code: "TAD", name: "Talensi" },
      { code: "TED", name: "Tempane" },
    ],
  },
  {
    code: "UW",
    iso_code: "GH-UW",
    name: "Upper West",
    capital: "Wa",
    // 11 districts
    districts: [
      { code: "DBID", name: "Daffiama-Bussie-Issa" },
      { code: "JM", name: "Jirapa Municipal" },
      { code: "LKD", name: "Lambussie-Karni" },
      { code: "LM", name: "Lawra Municipal" },
      { code: "NKD", name: "Nadowli-Kaleo" },
      { code: "NM", name: "Nandom Municipal" },
      { code: "SEM", name: "Sissala East Municipal" },
      { code: "SIWD", name: "Sissala West" },
      { code: "WED", name: "Wa East" },
      { code: "WM", name: "Wa Municipal" },
      { code: "WWD", name: "Wa West" },
    ],
  },
  {
    code: "TV",
    iso_code: "GH-TV",
    name: "Volta",
    capital: "Ho",
    // 18 districts
    districts: [
      { code: "ADD", name: "Adaklu" },
      { code: "AFSD", name: "Afadzato South" },
      { code: "AZD", name: "Agotime-Ziope" },
      { code: "ANOD", name: "Akatsi North" },
      { code: "AKSM", name: "Akatsi South Municipal" },
      { code: "ANLD", name: "Anloga" },
      { code: "CTD", name: "Central Tongu" },
      { code: "HM", name: "Ho Municipal" },
      { code: "HWD", name: "Ho West" },
      { code: "HOM", name: "Hohoe Municipal" },
      { code: "KEM", name: "Keta Municipal" },
      { code: "KENM", name: "Ketu North Municipal" },
      { code: "KSM", name: "Ketu South Municipal" },
      { code: "KPM", name: "Kpando Municipal" },
      { code: "NDD", name: "North Dayi" },
      { code: "NTD", name: "North Tongu" },
      { code: "SDD", name: "South Dayi" },
      { code: "STD", name: "South Tongu" },
    ],
  },
  {
    code: "WP",
    iso_code: "GH-WP",
    name: "Western",
    capital: "Sekondi-Takoradi",
    // 14 districts
    districts: [
      { code: "AHWM", name: "Ahanta West Municipal" },
      { code: "AMCD", name: "Amenfi Central" },
      { code: "EKM", name: "Effia-Kwesimintsim Municipal" },
      { code: "ELD", name: "Ellembelle" },
      { code: "JOM", name: "Jomoro Municipal" },
      { code: "MPD", name: "Mpohor" },
      { code: "NEM", name: "Nzema East Municipal" },
      { code: "PHVM", name: "Prestea-Huni Valley Municipal" },
      { code: "STM", name: "Sekondi-Takoradi Metropolitan" },
      { code: "SHD", name: "Shama" },
      { code: "TANM", name: "Tarkwa-Nsuaem Municipal" },
      { code: "WAEM", name: "Wassa Amenfi East Municipal" },
      { code: "WAWM", name: "Wassa Amenfi West Municipal" },
      { code: "WAED", name: "Wassa East" },
    ],
  },
  {
    code: "WN",
    iso_code: "GH-WN",
    name: "Western North",
    capital: "Sefwi Wiawso",
    // 9 districts
    districts: [
      { code: "AOM", name: "Aowin Municipal" },
      { code: "BED", name: "Bia East" },
      { code: "BIWD", name: "Bia West" },
      { code: "BABM", name: "Bibiani-Anhwiaso-Bekwai Municipal" },
      { code: "BOD", name: "Bodi" },
      { code: "JUD", name: "Juaboso" },
      { code: "SAD", name: "Sefwi Akontombra" },
      { code: "SWM", name: "Sefwi Wiawso Municipal" },
      { code: "SUD", name: "Suaman" },
    ],
  },
];
