// Ports the WHATWG fetch standard blocks ("bad ports"): Node's fetch and every browser refuse them
// outright (Node: "bad port", Chrome: ERR_UNSAFE_PORT), so a web app or simulator on one of them
// looks like a service that "could not be reached". Refuse them before starting anything.
// https://fetch.spec.whatwg.org/#port-blocking
const BAD_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
  109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
  526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** Throws a message naming the variable when a port is invalid or blocked by fetch and browsers. */
export function checkPorts(ports: Record<string, number>): void {
  for (const [name, port] of Object.entries(ports)) {
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`${name} must be a port number (1–65535), got "${port}"`);
    if (BAD_PORTS.has(port))
      throw new Error(
        `${name}=${port} is a port that browsers and Node's fetch refuse to connect to; pick another`,
      );
  }
}
