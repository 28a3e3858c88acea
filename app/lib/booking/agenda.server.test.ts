// @vitest-environment node
import { Temporal } from "temporal-polyfill";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLocation, engines } from "../../../tests/unit/engines";
import { addTestHost, weekdays } from "../../../tests/unit/hosts";
import { Store, type StoreLocation } from "../db.server";
import { type OutboxMessage, OutboxQueue } from "../outbox.server";
import { agendasDue, composeAgendaEmails, queueAgendas } from "./agenda.server";
import { type BookingRequest, Bookings, videoLink } from "./bookings.server";
import { topicName } from "./invitation.server";
import { OFFICE_ZONE } from "./slots";

const MINUTE = 60_000;
const SECRET = "a-test-link-secret";
const ORIGIN = "https://maplestack.test";
const env = { MAIL_FROM: "website@maplestack.test" };
/** Text with its no-break spaces read as spaces. */
const plain = (text = "") => text.replace(/\s/g, " ");
const at = (wall: string) =>
  Temporal.ZonedDateTime.from(`${wall}[${OFFICE_ZONE}]`).toInstant().epochMilliseconds;
/** Wednesday 2 December 2026 in Toronto. */
const wednesday = (time: string) => at(`2026-12-02T${time}`);
const thursday = (time: string) => at(`2026-12-03T${time}`);

/** One host, weekdays 9:00 to 14:00 with no buffer. */
const addHost = (store: Store, email = "hana@maplestack.test", name = "Hana Host") =>
  addTestHost(store, {
    email,
    name,
    weekly: weekdays([{ from: "09:00", to: "14:00" }]),
    topics: ["web", "software"],
    now: wednesday("09:00"),
  });

function request(start: number, extra: Partial<BookingRequest> = {}): BookingRequest {
  return {
    topic: "web",
    host: "any",
    start,
    firstName: "Élise",
    lastName: "Tremblay",
    email: "elise@example.ca",
    company: "Boulangerie Mont-Royal",
    phone: null,
    note: "We sell bread online.\nThe shop runs on an old WordPress.",
    meetingMode: "video",
    marketingConsent: false,
    consentWording: null,
    language: "en",
    visitorZone: "America/Vancouver",
    sourcePage: "/book",
    ...extra,
  };
}

describe("the agendas due", () => {
  const due = (now: number) =>
    agendasDue(now).map(({ day, sendAt }) => ({ day: day.toString(), sendAt }));

  it("lists the next business day from 17:00, and queues it early the same day", () => {
    expect(due(wednesday("17:05"))).toEqual([{ day: "2026-12-03", sendAt: wednesday("17:00") }]);
    // Before 17:00: today's own (late, if yesterday's was missed), and tomorrow's for 17:00.
    expect(due(wednesday("16:00"))).toEqual([
      { day: "2026-12-02", sendAt: at("2026-12-01T17:00") },
      { day: "2026-12-03", sendAt: wednesday("17:00") },
    ]);
  });

  it("skips the weekend and Ontario's holidays", () => {
    expect(due(at("2026-12-04T17:00"))).toEqual([
      { day: "2026-12-07", sendAt: at("2026-12-04T17:00") },
    ]);
    // Over the weekend, Monday's is still the one due, from Friday.
    expect(due(at("2026-12-06T12:00"))).toEqual([
      { day: "2026-12-07", sendAt: at("2026-12-04T17:00") },
    ]);
    // Christmas on Friday, Boxing Day on Saturday observed on Monday: Thursday's is Tuesday's.
    expect(due(at("2026-12-24T17:30"))).toEqual([
      { day: "2026-12-29", sendAt: at("2026-12-24T17:00") },
    ]);
  });
});

describe.each(engines)("hosts' daily agendas on %s", (engine) => {
  let location: StoreLocation & { remove: () => Promise<void> };
  let store: Store;
  let bookings: Bookings;
  let hostId: number;

  beforeEach(async () => {
    location = await emptyLocation(engine);
    store = await Store.open(location);
    bookings = new Bookings(store, SECRET);
    hostId = await addHost(store);
  });
  afterEach(async () => {
    await store.close();
    await location.remove();
  });

  /** A bare booking of the host, with no lead and no email. */
  async function hold(start: number, name = "Walk In", host = hostId) {
    const meeting = { start, end: start + 30 * MINUTE };
    const made = await bookings.insert(host, meeting, meeting, {
      name,
      email: `${name.toLowerCase().replace(/\W/g, "")}@example.ca`,
    });
    if (!made.ok) throw new Error("not inserted");
    return made.id;
  }

  const agendas = async (): Promise<OutboxMessage[]> =>
    (await new OutboxQueue(store).all()).filter((message) => message.kind === "host-agenda");

  const compose = (message: OutboxMessage, now: number) =>
    composeAgendaEmails(store, env, ORIGIN, () => now)(message);

  it("queues each host's agenda once, with two servers at 17:05 and again an hour later", async () => {
    await hold(thursday("10:00"));
    await hold(thursday("13:00"));
    const other = await addHost(store, "omar@maplestack.test", "Omar Other");
    await hold(thursday("10:00"), "Second Visitor", other);
    const twin = await Store.open(location);
    try {
      const counts = await Promise.all([
        queueAgendas(store, wednesday("17:05")),
        queueAgendas(twin, wednesday("17:05")),
        queueAgendas(twin, wednesday("17:05")),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
      expect(await queueAgendas(twin, wednesday("18:05"))).toBe(0);
    } finally {
      await twin.close();
    }
    const queued = await agendas();
    expect(queued.map((message) => message.nextAttemptAt)).toEqual([
      wednesday("17:05"),
      wednesday("17:05"),
    ]);
    const mails = await Promise.all(queued.map((message) => compose(message, wednesday("17:06"))));
    expect(mails.map((mail) => [mail?.to, mail?.subject])).toEqual(
      expect.arrayContaining([
        ["hana@maplestack.test", "Tomorrow: 2 free consultations (Thursday, December 3)"],
        ["omar@maplestack.test", "Tomorrow: 1 free consultation (Thursday, December 3)"],
      ]),
    );
  });

  it("sends nothing before 17:00: an agenda queued earlier waits for it", async () => {
    await hold(thursday("09:30"));
    expect(await queueAgendas(store, wednesday("16:00"))).toBe(1);
    expect(await queueAgendas(store, wednesday("16:59"))).toBe(0);
    const [message] = await agendas();
    expect(message?.nextAttemptAt).toBe(wednesday("17:00"));
    const outbox = new OutboxQueue(store);
    expect(await outbox.claimDue(wednesday("16:59"), { leaseMs: MINUTE })).toEqual([]);
    const [claimed] = await outbox.claimDue(wednesday("17:00"), { leaseMs: MINUTE });
    expect(claimed?.kind).toBe("host-agenda");
  });

  it("lists each meeting in Toronto time, with how, the note and the lead", async () => {
    const booked = await bookings.book(request(thursday("10:00")), wednesday("09:00"));
    if (!booked.ok) throw new Error("not booked");
    const phone = await bookings.book(
      request(thursday("11:30"), {
        firstName: "Luc",
        email: "luc@example.ca",
        company: "Garage Roy",
        note: "",
        meetingMode: "phone",
        phone: "+1 514 555 0134",
        language: "fr",
      }),
      wednesday("09:00"),
    );
    if (!phone.ok) throw new Error("not booked");
    expect(await queueAgendas(store, wednesday("17:05"))).toBe(1);
    const [message] = await agendas();
    if (!message) throw new Error("not queued");
    const mail = await compose(message, wednesday("17:05"));
    expect(mail).toMatchObject({
      to: "hana@maplestack.test",
      from: env.MAIL_FROM,
      subject: "Tomorrow: 2 free consultations (Thursday, December 3)",
      messageId: `<host-agenda-${hostId}-2026-12-03@maplestack.test>`,
    });
    const text = plain(mail?.text);
    // Toronto's times, although the visitor booked from Vancouver.
    expect(text).toContain("10:00 a.m. to 10:30 a.m.: Élise Tremblay, Boulangerie Mont-Royal");
    expect(text).toContain("11:30 a.m. to 12:00 p.m.: Luc Tremblay, Garage Roy");
    expect(text.indexOf("10:00 a.m.")).toBeLessThan(text.indexOf("11:30 a.m."));
    expect(mail?.text).toContain(`  Topic: ${topicName("web", "en")}\n`);
    expect(text).toContain(`Topic: ${topicName("web", "en")} (in French)`);
    expect(text).toContain(`Video call: ${videoLink(booked.booking.uid)}`);
    expect(text).toContain("Phone call: call them at +1 514 555 0134");
    expect(text).toContain("    The shop runs on an old WordPress.");
    expect(text).toContain(`The lead: ${ORIGIN}/admin/leads/${booked.booking.leadId}`);
    expect(text).toContain(`The lead: ${ORIGIN}/admin/leads/${phone.booking.leadId}`);
    expect(text).toContain(`Every booking: ${ORIGIN}/admin/bookings`);
  });

  it("lists on Friday Monday's meetings, not the weekend's", async () => {
    await hold(at("2026-12-04T10:00"), "Friday Visitor");
    await hold(at("2026-12-07T09:00"), "Monday Visitor");
    expect(await queueAgendas(store, at("2026-12-04T17:05"))).toBe(1);
    const [message] = await agendas();
    if (!message) throw new Error("not queued");
    const mail = await compose(message, at("2026-12-04T17:05"));
    expect(mail?.subject).toBe("Monday: 1 free consultation (Monday, December 7)");
    expect(mail?.text).toContain("Monday Visitor");
    expect(mail?.text).not.toContain("Friday Visitor");
  });

  it("skips a holiday: before Christmas, the agenda is the Tuesday after Boxing Day's", async () => {
    await hold(at("2026-12-29T09:00"), "After Holidays");
    expect(await queueAgendas(store, at("2026-12-24T17:05"))).toBe(1);
    const [message] = await agendas();
    if (!message) throw new Error("not queued");
    const mail = await compose(message, at("2026-12-24T17:05"));
    expect(mail?.subject).toBe("Tuesday: 1 free consultation (Tuesday, December 29)");
  });

  it("leaves cancelled meetings out, and sends nothing once none is left", async () => {
    const kept = await hold(thursday("10:00"), "Kept Visitor");
    const dropped = await hold(thursday("11:00"), "Gone Visitor");
    const cancel = (id: number) =>
      store.db.updateTable("bookings").set({ status: "cancelled" }).where("id", "=", id).execute();
    await cancel(dropped);
    expect(await queueAgendas(store, wednesday("17:05"))).toBe(1);
    const [message] = await agendas();
    if (!message) throw new Error("not queued");
    const mail = await compose(message, wednesday("17:05"));
    expect(mail?.subject).toBe("Tomorrow: 1 free consultation (Thursday, December 3)");
    expect(mail?.text).toContain("Kept Visitor");
    expect(mail?.text).not.toContain("Gone Visitor");
    // Cancelled between queuing and sending: nothing to say.
    await cancel(kept);
    expect(await compose(message, wednesday("17:06"))).toBeNull();
  });

  it("queues nothing for a host with no meeting that day, or only cancelled ones", async () => {
    const cancelled = await hold(thursday("10:00"));
    await store.db
      .updateTable("bookings")
      .set({ status: "cancelled" })
      .where("id", "=", cancelled)
      .execute();
    await hold(at("2026-12-04T10:00"), "The Day After");
    expect(await queueAgendas(store, wednesday("17:05"))).toBe(0);
    expect(await agendas()).toEqual([]);
  });

  it("catches up after an outage, until the day's first meeting starts", async () => {
    await hold(thursday("10:00"));
    await hold(thursday("13:00"));
    // The servers were down from before 17:00 on Wednesday.
    expect(await queueAgendas(store, thursday("10:01"))).toBe(0);
    expect(await agendas()).toEqual([]);
    expect(await queueAgendas(store, thursday("08:00"))).toBe(1);
    const [message] = await agendas();
    if (!message) throw new Error("not queued");
    expect(message.nextAttemptAt).toBe(thursday("08:00"));
    expect((await compose(message, thursday("08:01")))?.subject).toBe(
      "Today: 2 free consultations (Thursday, December 3)",
    );
    // Held up in the outbox past the first meeting's start: pointless now.
    expect(await compose(message, thursday("10:00"))).toBeNull();
  });
});
