// HTTP calls to the server's JSON API. A refusal arrives as {"error": {"code", "message"}}
// and is raised as an ApiError, so screens can show the catalogue line of its code.

export class ApiError extends Error {
  constructor(status, code, message, extra = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const GUEST_TOKEN_KEY = "vanguard.guest_token";

function guestHeaders() {
  const token = localStorage.getItem(GUEST_TOKEN_KEY);
  return token ? { "X-Guest-Token": token } : {};
}

async function request(method, path, body, contentType = "application/json") {
  const init = { method, headers: { ...guestHeaders() }, credentials: "same-origin" };
  if (body !== undefined) {
    init.body = contentType === "application/json" ? JSON.stringify(body) : body;
    init.headers["Content-Type"] = contentType;
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    throw new ApiError(0, "NETWORK", String(error));
  }
  if (response.status === 204) return null;
  const isJson = (response.headers.get("content-type") || "").includes("application/json");
  const data = isJson ? await response.json() : await response.text();
  if (!response.ok) {
    const error = (isJson && data && data.error) || {};
    const { code = "BAD_REQUEST", message = String(data), ...extra } = error;
    throw new ApiError(response.status, code, message, extra);
  }
  return data;
}

export const getJson = (path) => request("GET", path);
export const getText = (path) => request("GET", path);
export const postJson = (path, body) => request("POST", path, body);
export const postText = (path, text) => request("POST", path, text, "text/plain; charset=utf-8");
export const deleteJson = (path) => request("DELETE", path);
