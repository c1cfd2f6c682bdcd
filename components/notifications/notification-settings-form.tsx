"use client";
// Settings → Notifications: per kind, in the app and by email (at once, in the daily digest, or
// not); quiet hours on the user's own clock, in the zone they choose (this device's by default).
import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import type { NotificationSettingsView } from "@/lib/notifications/get-notification-settings";
import { type EmailChoice, KIND_INFO, NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { formatClock, parseClock } from "@/lib/notifications/clock";
import { errorText } from "@/lib/query/api-fetch";
import { useSaveNotificationSettings } from "./use-notifications";

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const noSubscription = () => () => {};
const select = "h-9 rounded-md border border-line bg-surface px-2 text-sm";

export function NotificationSettingsForm({ initial }: { initial: NotificationSettingsView }) {
  const [prefs, setPrefs] = useState(initial.preferences);
  // A stored "UTC" is the default nobody chose: offer this device's zone instead (known only in the
  // browser, so the server render shows the stored one and hydration matches).
  const suggested = useSyncExternalStore(
    noSubscription,
    () => (initial.timeZone === "UTC" ? deviceZone() : initial.timeZone),
    () => initial.timeZone,
  );
  const [typed, setZone] = useState<string | null>(null);
  const zone = typed ?? suggested;
  const [quietFrom, setQuietFrom] = useState(
    initial.quietStart === null ? "" : formatClock(initial.quietStart),
  );
  const [quietTo, setQuietTo] = useState(initial.quietEnd === null ? "" : formatClock(initial.quietEnd));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveNotificationSettings();
  return (
    <form
      id="notifications"
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        save.mutate(
          {
            preferences: prefs,
            timeZone: zone.trim(),
            quietStart: quietFrom ? parseClock(quietFrom) : null,
            quietEnd: quietTo ? parseClock(quietTo) : null,
          },
          {
            onSuccess: () => toast.success("Notification settings saved"),
            onError: (err) => setError(errorText(err, "Could not save; try again.")),
          },
        );
      }}
    >
      <h2 className="text-base font-semibold">Notifications</h2>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-muted text-left text-xs">
            <th className="py-1 font-medium">Notice</th>
            <th className="py-1 font-medium">In the app</th>
            <th className="py-1 font-medium">Email</th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((k) => (
            <tr key={k} className="border-line border-t align-top">
              <td className="py-2 pr-2">
                <p className="font-medium">{KIND_INFO[k].label}</p>
                <p className="text-muted text-xs">{KIND_INFO[k].help}</p>
              </td>
              <td className="py-2 pr-2">
                <input
                  type="checkbox"
                  aria-label={`${KIND_INFO[k].label} in the app`}
                  checked={prefs[k].app}
                  onChange={(e) => setPrefs({ ...prefs, [k]: { ...prefs[k], app: e.target.checked } })}
                  className="size-4"
                />
              </td>
              <td className="py-2">
                <select
                  aria-label={`${KIND_INFO[k].label} by email`}
                  value={prefs[k].email}
                  onChange={(e) =>
                    setPrefs({ ...prefs, [k]: { ...prefs[k], email: e.target.value as EmailChoice } })
                  }
                  className={select}
                >
                  <option value="instant">At once</option>
                  <option value="digest">Daily digest</option>
                  <option value="off">Off</option>
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Field
        id="notify-zone"
        label="Time zone"
        hint="Quiet hours and the daily digest follow this clock (an IANA name such as Europe/Paris)."
      >
        <input
          id="notify-zone"
          value={zone}
          onChange={(e) => setZone(e.target.value)}
          className="border-line bg-surface h-10 w-full rounded-md border px-3 text-sm"
        />
      </Field>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-sm font-medium">Quiet hours (no email)</legend>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor="quiet-from">From</label>
          <input
            id="quiet-from"
            type="time"
            value={quietFrom}
            onChange={(e) => setQuietFrom(e.target.value)}
            className={select}
          />
          <label htmlFor="quiet-to">to</label>
          <input
            id="quiet-to"
            type="time"
            value={quietTo}
            onChange={(e) => setQuietTo(e.target.value)}
            className={select}
          />
        </div>
        <p className="text-muted text-xs">
          Emails due in these hours leave when they end. Leave both empty for none.
        </p>
      </fieldset>
      {error ? <p className="text-bad text-sm">{error}</p> : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save notification settings
        </Button>
      </div>
    </form>
  );
}
