-- The place a hotel's address names ("Kyoto, Japan"), so a search's page says where it landed (issue 12 item 9).
ALTER TABLE "HotelResult" ADD COLUMN "place" TEXT;
