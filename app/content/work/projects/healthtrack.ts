import type { ProjectInput } from "../schema";

export default {
  slug: "healthtrack",
  client: "HealthTrack",
  sector: "Digital health start-up",
  location: "Montréal, Quebec",
  headline: "Daily review time cut from 3 hours to 50 minutes",
  summary:
    "An AI proof of concept, then an MVP, for a Montréal remote monitoring start-up: risk flags that cut nurses' daily review from 3 hours to 50 minutes.",
  title: {
    text: "Risk flags that show nurses",
    accent: "which patients to call first",
  },
  category: "artificial-intelligence",
  year: 2025,
  services: ["artificial-intelligence/ai-poc-ai-mvp", "software/mvp-solutions"],
  image: {
    scene: "dashboard",
    alt: "Illustration of a nurse review queue ranking patients by risk beside their blood pressure and weight readings",
  },
  detailImage: {
    scene: "shield",
    alt: "Illustration of a shield over de-identified health records stored in a Canadian cloud region",
  },
  problem: [
    "HealthTrack supplies Bluetooth blood pressure cuffs, scales and pulse oximeters to people living with heart failure and COPD, and sends their readings to nurses at partner clinics. As the start-up grew to several hundred patients, each nurse spent about three hours a day scrolling through readings, most of them normal, to find the few patients who needed a call.",
    "The founders believed a model could rank patients by risk, but they needed evidence before their next funding round, and the data was as sensitive as data gets. Patients lived in Quebec and Ontario, so the work had to respect Quebec's Law 25 and Ontario's PHIPA, and partner clinics would not let identifiable records leave HealthTrack's Canadian hosting.",
  ],
  approach: [
    {
      title: "Set the question and the bar in writing",
      description:
        "With HealthTrack's clinical lead we agreed on success before any code: flag at least 85% of patients whom nurses had called about a worsening trend, with few enough false flags to review in under an hour a day.",
    },
    {
      title: "Work only with de-identified data",
      description:
        "HealthTrack's team de-identified 18 months of readings and nurse follow-up notes inside their own Canadian environment before we received them, and a privacy impact assessment covering Law 25 and PHIPA was signed off first.",
    },
    {
      title: "Test more than one approach",
      description:
        "Over a six-week proof of concept we compared the threshold rules the nurses already used, a gradient-boosted model on weight, blood pressure and oxygen trends, and a combination of the two. Only the combination cleared the bar, flagging 88% of follow-up cases on the held-out test set.",
    },
    {
      title: "Build the MVP for nurses",
      description:
        "On the go decision we built a review queue that ranks patients, explains each flag with the readings behind it and records the nurse's action. Nurses make every clinical decision; the tool only sets the order of review.",
    },
    {
      title: "Pilot with two clinics",
      description:
        "The MVP runs in AWS Canada (Central) and launched with two partner clinics and 420 patients, with weekly checks of missed cases and false flags against the original test set.",
    },
  ],
  results: [
    { value: "50 min", label: "of daily review per nurse, down from about 3 hours" },
    { value: "88%", label: "of patients needing follow-up flagged on the test set" },
    { value: "420", label: "patients monitored in the MVP pilot at two clinics" },
    { value: "0", label: "identifiable health records used to develop the model" },
  ],
  technologies: [
    "Python",
    "XGBoost",
    "scikit-learn",
    "FastAPI",
    "React",
    "PostgreSQL",
    "AWS Canada (Central)",
  ],
  duration: "12 weeks",
  quote: {
    text: "We went into our funding round with a measured result and a working product in two clinics, not a slide about what AI might do. The nurses' reaction in the first week told us more than any pitch could.",
    name: "Karima Benali",
    role: "Co-founder and Chief Executive Officer, HealthTrack",
  },
} satisfies ProjectInput;
