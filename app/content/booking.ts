import type { CategorySlug } from "./catalogue";

/**
 * Who takes the free consultations when the site first starts, and on what hours (Toronto
 * time). The back office changes them afterwards; these only fill an empty table.
 */
export type HostDefaults = {
  name: string;
  email: string;
  role: string;
  topics: CategorySlug[];
  /** ISO weekday (1 = Monday) to opening windows, "HH:MM" in Toronto. */
  weekly: Partial<Record<1 | 2 | 3 | 4 | 5, { from: string; to: string }[]>>;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  maxPerDay: number;
};

const morningsAndAfternoons = { from: "09:30", to: "12:00" } as const;

export const defaultHosts: HostDefaults[] = [
  {
    name: "Priya Raghunathan",
    email: "priya@maplestack.ca",
    role: "Founder & Managing Director",
    topics: ["web", "digital-marketing", "branding"],
    weekly: {
      1: [morningsAndAfternoons],
      2: [morningsAndAfternoons, { from: "14:00", to: "16:30" }],
      3: [{ from: "14:00", to: "16:30" }],
      4: [morningsAndAfternoons, { from: "14:00", to: "16:30" }],
    },
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    maxPerDay: 3,
  },
  {
    name: "Marc-André Tremblay",
    email: "marc-andre@maplestack.ca",
    role: "Technical Director",
    topics: ["web", "software", "artificial-intelligence", "hosting"],
    weekly: {
      1: [{ from: "13:00", to: "16:00" }],
      2: [{ from: "09:00", to: "11:30" }],
      3: [
        { from: "09:00", to: "11:30" },
        { from: "13:00", to: "16:00" },
      ],
      5: [{ from: "09:00", to: "12:00" }],
    },
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    maxPerDay: 3,
  },
  {
    name: "Isabelle Gagnon",
    email: "isabelle@maplestack.ca",
    role: "Content & French-Language Lead",
    topics: ["web", "digital-marketing", "branding"],
    weekly: {
      2: [{ from: "13:00", to: "16:00" }],
      3: [{ from: "09:30", to: "12:00" }],
      4: [{ from: "13:00", to: "16:00" }],
      5: [{ from: "09:30", to: "12:00" }],
    },
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    maxPerDay: 3,
  },
  {
    // In Vancouver: noon to four in Toronto is nine to one on the coast.
    name: "Grace Liu",
    email: "grace@maplestack.ca",
    role: "AI & Data Lead",
    topics: ["artificial-intelligence", "software"],
    weekly: {
      1: [{ from: "12:00", to: "16:00" }],
      3: [{ from: "12:00", to: "16:00" }],
      4: [{ from: "12:00", to: "16:00" }],
    },
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    maxPerDay: 3,
  },
  {
    name: "Farid Haddad",
    email: "farid@maplestack.ca",
    role: "Senior Developer",
    topics: ["hosting", "software", "web"],
    weekly: {
      2: [{ from: "10:00", to: "12:00" }],
      4: [{ from: "10:00", to: "12:00" }],
      5: [{ from: "13:00", to: "15:30" }],
    },
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    maxPerDay: 3,
  },
];
