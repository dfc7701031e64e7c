"""A tiny Lisp interpreter."""

from .errors import LispError, ParseError, UnboundSymbol, LispTypeError, ArityError
from .reader import Symbol, tokenize, parse, parse_one
from .env import Environment
from .evaluator import Procedure, evaluate, global_env, run, to_string

__all__ = [
    "LispError", "ParseError", "UnboundSymbol", "LispTypeError", "ArityError",
    "Symbol", "tokenize", "parse", "parse_one",
    "Environment",
    "Procedure", "evaluate", "global_env", "run", "to_string",
]
