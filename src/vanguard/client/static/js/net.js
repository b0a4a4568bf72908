// The game WebSocket (docs/PROTOCOL.md): `hello` with the stored guest token, messages to
// listeners by type, and reconnection with back-off. After a reconnection the server sends a
// full `state` of every unfinished match, which restores the board.

import { GUEST_TOKEN_KEY } from "./api.js";

const PROTOCOL_VERSION = 1;

export class Connection {
  constructor() {
    this.socket = null;
    this.listeners = new Map();
    this.user = null;
    this.ready = false;
    this.retry = 0;
    this.queue = [];
    this.closedByUs = false;
  }

  on(type, listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type).add(listener);
    return () => this.listeners.get(type).delete(listener);
  }

  emit(type, message) {
    for (const listener of this.listeners.get(type) || []) listener(message);
    for (const listener of this.listeners.get("*") || []) listener(message);
  }

  connect() {
    this.closedByUs = false;
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(`${scheme}://${location.host}/ws`);
    this.socket = socket;
    this.emit("status", { type: "status", status: this.retry ? "reconnecting" : "connecting" });
    socket.addEventListener("open", () => {
      const hello = { type: "hello", v: PROTOCOL_VERSION };
      const token = localStorage.getItem(GUEST_TOKEN_KEY);
      if (token) hello.guest_token = token;
      socket.send(JSON.stringify(hello));
    });
    socket.addEventListener("message", (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message.type === "welcome") {
        if (message.guest_token) localStorage.setItem(GUEST_TOKEN_KEY, message.guest_token);
        this.user = message.user;
        this.ready = true;
        const wasRetry = this.retry > 0;
        this.retry = 0;
        this.emit("status", { type: "status", status: wasRetry ? "reconnected" : "connected" });
        for (const queued of this.queue.splice(0)) socket.send(JSON.stringify(queued));
      }
      this.emit(message.type, message);
    });
    socket.addEventListener("close", () => {
      this.ready = false;
      if (this.socket !== socket || this.closedByUs) return;
      this.retry += 1;
      this.emit("status", { type: "status", status: "reconnecting" });
      const delay = Math.min(8000, 300 * 2 ** Math.min(this.retry, 5));
      setTimeout(() => this.connect(), delay);
    });
  }

  /** Close and open again (after logging in or out: the socket's identity changes). */
  reconnect() {
    this.closedByUs = true;
    if (this.socket) this.socket.close();
    this.retry = 0;
    this.connect();
  }

  send(type, fields = {}) {
    const message = { type, v: PROTOCOL_VERSION, ...fields };
    if (this.ready && this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify(message));
    } else {
      this.queue.push(message);
    }
  }
}

export const connection = new Connection();
