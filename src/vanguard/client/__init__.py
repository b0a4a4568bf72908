"""The browser client: static ES modules, HTML and CSS under `static/`, served by the game
server at `/` (no build step). This package only carries the files."""
