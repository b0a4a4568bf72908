"""The game server's client: the protocol of docs/PROTOCOL.md from the player's side.

`GameClient` keeps one WebSocket (hello/welcome, guest token, automatic reconnection that
resumes the same matches); `MatchHandle` is one match (states, decisions, result); policies
choose among the legal decisions from what the player may see; `run_bot` is `vanguard bot`.
"""

from vanguard.netclient.bot import BotPlan, play_games, run_bot
from vanguard.netclient.client import GameClient, ReconnectPolicy, websocket_url
from vanguard.netclient.errors import ClientError, ConnectionLost, ServerError
from vanguard.netclient.match import MatchHandle
from vanguard.netclient.messages import ProtocolViolation, parse_server_message
from vanguard.netclient.policies import Policy, RandomPolicy, UnsupportedAgent, policy_for
from vanguard.netclient.tokens import FileTokenStore, MemoryTokenStore, TokenStore

__all__ = [
    "BotPlan",
    "ClientError",
    "ConnectionLost",
    "FileTokenStore",
    "GameClient",
    "MatchHandle",
    "MemoryTokenStore",
    "Policy",
    "ProtocolViolation",
    "RandomPolicy",
    "ReconnectPolicy",
    "ServerError",
    "TokenStore",
    "UnsupportedAgent",
    "parse_server_message",
    "play_games",
    "policy_for",
    "run_bot",
    "websocket_url",
]
