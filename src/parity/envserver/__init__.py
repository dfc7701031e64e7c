"""Environment service: sessions in process (`LocalEnv`), over HTTP (`EnvClient`), and
spread over many servers (`Fleet`)."""

from parity.envserver.base import BadRequest, EnvError, EnvFull, Environment, SessionNotFound

__all__ = ["BadRequest", "EnvError", "EnvFull", "Environment", "SessionNotFound"]
