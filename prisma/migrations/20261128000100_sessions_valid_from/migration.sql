-- Sessions are signed tokens that stay valid where they were copied. A password change must end
-- them everywhere else: sessions signed in before this instant open nothing (lib/auth/session-user.ts).
ALTER TABLE "User" ADD COLUMN "sessionsValidFrom" TIMESTAMP(3);
