// Column and property sets shared by providers of one kind; captions differ
// per provider the way they do on the providers' own sites.
import { property, type HistoryColumnSpec, type PropertySpec } from "./provider-types";

export function airlineColumns(
  statusName: string,
  milesName = "Miles",
  bonusName = "Bonus Miles",
): HistoryColumnSpec[] {
  return [
    { type: "date", kind: "PostingDate", name: "Date", source: "date" },
    { type: "string", kind: "Description", name: "Activity", source: "description" },
    { type: "integer", kind: "Info", name: statusName, source: "status" },
    { type: "integer", kind: "Miles", name: milesName, source: "miles" },
    { type: "integer", kind: "Bonus", name: bonusName, source: "bonus" },
  ];
}

export function hotelColumns(pointsName = "Points"): HistoryColumnSpec[] {
  return [
    { type: "date", kind: "PostingDate", name: "Posting Date", source: "date" },
    { type: "string", kind: "Description", name: "Description", source: "description" },
    { type: "integer", kind: "Info", name: "Nights", source: "status" },
    { type: "integer", kind: "Miles", name: pointsName, source: "miles" },
    { type: "integer", kind: "Bonus", name: `Bonus ${pointsName}`, source: "bonus" },
  ];
}

export function carColumns(): HistoryColumnSpec[] {
  return [
    { type: "date", kind: "PostingDate", name: "Date", source: "date" },
    { type: "string", kind: "Description", name: "Transaction", source: "description" },
    { type: "string", kind: "Info", name: "Location", source: "location" },
    { type: "integer", kind: "Miles", name: "Points", source: "miles" },
  ];
}

export function cardColumns(pointsName: string): HistoryColumnSpec[] {
  return [
    { type: "date", kind: "PostingDate", name: "Transaction Date", source: "date" },
    { type: "string", kind: "Description", name: "Description", source: "description" },
    { type: "string", kind: "Category", name: "Category", source: "category" },
    { type: "decimal", kind: "Amount", name: "Amount", source: "amount" },
    { type: "string", kind: "Currency", name: "Currency", source: "currency" },
    { type: "integer", kind: "Miles", name: pointsName, source: "miles" },
    { type: "string", kind: "MCC", name: "Merchant Category Code", source: "mcc" },
  ];
}

export function simpleColumns(pointsName: string): HistoryColumnSpec[] {
  return [
    { type: "date", kind: "PostingDate", name: "Date", source: "date" },
    { type: "string", kind: "Description", name: "Description", source: "description" },
    { type: "integer", kind: "Miles", name: pointsName, source: "miles" },
  ];
}

export function airlineProperties(
  numberName: string,
  statusPointsName: string,
  unit: string,
): PropertySpec[] {
  return [
    property("Number", numberName, 1, "accountNumber"),
    property("Name", "Name", 12, "holderName"),
    property("Status", "Status", 3, "eliteStatus"),
    property("MemberSince", "Member since", 5, "memberSince"),
    property("StatusPoints", statusPointsName, 19, "statusPoints"),
    property("EarnedYTD", `${unit} earned this year`, 7, "ytdEarned"),
    property("SegmentsYTD", "Segments flown this year", 8, "ytdSegments"),
    property("NextLevel", "Next status", 9, "nextEliteLevel"),
    property("NeededNextLevel", `${statusPointsName} to next status`, 10, "neededForNextLevel"),
    property("StatusExpiration", "Status valid through", 15, "eliteExpiration"),
    property("LifetimeMiles", `Lifetime ${unit.toLowerCase()}`, 4, "lifetimePoints"),
    property("LastActivity", "Last activity", 13, "lastActivity"),
    property("HomeAirport", "Home airport", 0, "homeAirport"),
  ];
}

export function hotelProperties(numberName: string): PropertySpec[] {
  return [
    property("Number", numberName, 1, "accountNumber"),
    property("Name", "Member name", 12, "holderName"),
    property("Level", "Elite status", 3, "eliteStatus"),
    property("MemberSince", "Member since", 5, "memberSince"),
    property("NextLevel", "Next status", 9, "nextEliteLevel"),
    // Kind 8 is a hotel's qualifying nights this year: with kind 11 it shows the way to the next tier.
    property("NightsYTD", "Elite nights this year", 8, "statusPoints"),
    property("NightsToNext", "Nights needed for next status", 11, "nightsNeededForNextLevel"),
    property("NightsToRetain", "Nights needed to keep status", 17, "segmentsToRetain"),
    property("ToNextReward", "Points to a free night", 14, "neededForNextReward"),
    property("LevelExpiration", "Status expires", 15, "eliteExpiration"),
    property("LastActivity", "Last activity", 13, "lastActivity"),
    property("FreeNights", "Free night certificates", 0, "freeNightCertificates"),
  ];
}

export function cardProperties(): PropertySpec[] {
  return [
    property("Number", "Account ending", 1, "accountNumber"),
    property("Name", "Card member", 12, "holderName"),
    property("MemberSince", "Member since", 5, "memberSince"),
    property("EarnedYTD", "Points earned this year", 7, "ytdEarned"),
    property("LastActivity", "Last transaction", 13, "lastActivity"),
    property("Cards", "Cards on this login", 0, "cardsOnFile"),
  ];
}
