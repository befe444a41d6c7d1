import { meetingRecord } from "./dataset/archive";
import { dayNumber } from "./dataset/calendar";
import { findRacecourse, RACECOURSES } from "./dataset/racecourses";
import type { Dataset } from "./dataset";
import type { Breeder, Horse, Person, RaceMeeting } from "./dataset/types";

export interface StoredFoalListing {
  id: number;
  receivedAt: string;
  nome: string;
  sesso: "F" | "M";
  anno: number;
  madre: string | null;
  padre: string | null;
  allevatore_id: number | null;
  breederText: string | null;
  telefono: string;
  note: string | null;
}

export interface StoredSubscription {
  id: number;
  Nome: string | null;
  Email: string;
  horses: string[];
}

/** The dataset plus lookup indexes and the in-memory writes (foal listings, subscriptions). */
export class TrottingStore {
  readonly horsesByCode = new Map<string, Horse>();
  readonly childrenByParent = new Map<string, Horse[]>();
  readonly breedersById = new Map<number, Breeder>();
  readonly peopleById = new Map<number, Person>();
  readonly foalListings: StoredFoalListing[] = [];
  /** archive meetings turned into records on request */
  private readonly meetingRecords = new Map<number, RaceMeeting>();
  readonly subscriptions: StoredSubscription[] = [];

  constructor(readonly dataset: Dataset) {
    for (const horse of dataset.horses) this.horsesByCode.set(horse.code, horse);
    for (const horse of dataset.horses) {
      for (const parent of [horse.sireCode, horse.damCode]) {
        if (!parent) continue;
        const children = this.childrenByParent.get(parent) ?? [];
        children.push(horse);
        this.childrenByParent.set(parent, children);
      }
    }
    for (const breeder of dataset.breeders) this.breedersById.set(breeder.id, breeder);
    for (const person of dataset.people) this.peopleById.set(person.id, person);
  }

  /** Drops the foal listings and subscriptions clients posted (`POST /__fake/fresh`). */
  forgetWrites(): void {
    this.foalListings.length = 0;
    this.subscriptions.length = 0;
  }

  get currentYear(): number {
    return this.dataset.currentYear;
  }

  horse(code: string | undefined | null): Horse | undefined {
    return code ? this.horsesByCode.get(code.split("-")[0]) : undefined;
  }

  children(code: string): Horse[] {
    return this.childrenByParent.get(code) ?? [];
  }

  nameOf(code: string | null): string | null {
    return code ? (this.horsesByCode.get(code)?.name ?? null) : null;
  }

  breederName(id: number | null): string | null {
    return id ? (this.breedersById.get(id)?.Nome ?? null) : null;
  }

  personName(id: number | null): string | null {
    return id ? (this.peopleById.get(id)?.Nome ?? null) : null;
  }

  /** The meeting at a racecourse ('NA' or 'NAT') on a day (ddmmyyyy): from the lists' window or the archive. */
  meetingOn(ddmmyyyy: string, racecourseCode: string): RaceMeeting | undefined {
    const racecourse = findRacecourse(racecourseCode);
    const match = /^(\d{2})(\d{2})(\d{4})$/.exec(ddmmyyyy);
    if (!racecourse || !match) return undefined;
    const inWindow = this.dataset.meetings.find((meeting) => meeting.ddmmyyyy === ddmmyyyy && meeting.racecourse === racecourse);
    if (inWindow) return inWindow;
    const day = dayNumber(Number(match[3]), Number(match[2]), Number(match[1]));
    const index = this.dataset.world.meetingByDayTrack.get(`${day}:${RACECOURSES.indexOf(racecourse)}`);
    if (index === undefined) return undefined;
    let record = this.meetingRecords.get(index);
    if (!record) this.meetingRecords.set(index, (record = meetingRecord(this.dataset.world, index)));
    return record;
  }

  ageOf(horse: Horse): number {
    return this.currentYear - horse.birthYear;
  }
}
