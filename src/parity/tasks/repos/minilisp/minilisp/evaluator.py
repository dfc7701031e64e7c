"""The evaluator: special forms, procedure application and printing."""

from .builtins import BUILTINS, is_true
from .env import Environment
from .errors import ArityError, LispError, LispTypeError
from .reader import Symbol, parse


class Procedure:
    """A user-defined procedure closing over its defining environment."""

    def __init__(self, params, body, env, name="lambda"):
        self.params = params
        self.body = body
        self.env = env
        self.name = name

    def __call__(self, *args):
        if len(args) != len(self.params):
            raise ArityError(self.name, len(self.params), len(args))
        local = self.env.child(self.params, args)
        result = None
        for expression in self.body:
            result = evaluate(expression, local)
        return result

    def __repr__(self):
        return "<procedure %s>" % self.name


def global_env():
    """Return a fresh environment holding the builtin procedures."""
    return Environment(BUILTINS)


def _require(condition, message):
    if not condition:
        raise LispError(message)


def _eval_if(args, env):
    _require(len(args) in (2, 3), "if expects 2 or 3 arguments")
    if is_true(evaluate(args[0], env)):
        return evaluate(args[1], env)
    if len(args) == 3:
        return evaluate(args[2], env)
    return None


def _eval_cond(args, env):
    for clause in args:
        _require(isinstance(clause, list) and len(clause) >= 1, "bad cond clause")
        test = clause[0]
        if test == "else" or is_true(evaluate(test, env)):
            result = True if test == "else" else None
            for expression in clause[1:]:
                result = evaluate(expression, env)
            return result
    return None


def _eval_define(args, env):
    _require(len(args) >= 2, "define expects a name and a value")
    target = args[0]
    if isinstance(target, list):
        _require(target and isinstance(target[0], Symbol), "bad procedure definition")
        name = target[0]
        return env.define(name, Procedure(target[1:], args[1:], env, name))
    _require(isinstance(target, Symbol), "define expects a symbol")
    _require(len(args) == 2, "define expects exactly one value")
    return env.define(target, evaluate(args[1], env))


def _eval_lambda(args, env):
    _require(len(args) >= 2, "lambda expects parameters and a body")
    params = args[0]
    _require(isinstance(params, list), "lambda parameters must be a list")
    for param in params:
        _require(isinstance(param, Symbol), "lambda parameters must be symbols")
    _require(len(set(params)) == len(params), "duplicate lambda parameter")
    return Procedure(params, args[1:], env)


def _eval_let(args, env):
    _require(len(args) >= 2 and isinstance(args[0], list), "bad let form")
    names = []
    values = []
    for binding in args[0]:
        _require(isinstance(binding, list) and len(binding) == 2, "bad let binding")
        names.append(binding[0])
        values.append(evaluate(binding[1], env))
    local = env.child(names, values)
    result = None
    for expression in args[1:]:
        result = evaluate(expression, local)
    return result


def _eval_and(args, env):
    result = True
    for expression in args:
        result = evaluate(expression, env)
        if not is_true(result):
            return False
    return result


def _eval_or(args, env):
    for expression in args:
        result = evaluate(expression, env)
        if is_true(result):
            return result
    return False


def _eval_begin(args, env):
    result = None
    for expression in args:
        result = evaluate(expression, env)
    return result


def _eval_set(args, env):
    _require(len(args) == 2 and isinstance(args[0], Symbol), "set! expects a symbol and a value")
    return env.assign(args[0], evaluate(args[1], env))


def _eval_quote(args, env):
    _require(len(args) == 1, "quote expects one argument")
    return args[0]


SPECIAL_FORMS = {
    "quote": _eval_quote,
    "if": _eval_if,
    "cond": _eval_cond,
    "define": _eval_define,
    "set!": _eval_set,
    "lambda": _eval_lambda,
    "let": _eval_let,
    "and": _eval_and,
    "or": _eval_or,
    "begin": _eval_begin,
}


def evaluate(expression, env):
    """Evaluate a parsed expression in env and return its value."""
    if isinstance(expression, Symbol):
        return env.lookup(expression)
    if not isinstance(expression, list):
        return expression
    if not expression:
        raise LispError("cannot evaluate an empty combination")
    head = expression[0]
    if isinstance(head, Symbol) and head in SPECIAL_FORMS:
        return SPECIAL_FORMS[head](expression[1:], env)
    function = evaluate(head, env)
    if not callable(function):
        raise LispTypeError("not a procedure: %s" % to_string(function))
    args = [evaluate(arg, env) for arg in expression[1:]]
    return function(*args)


def to_string(value):
    """Render a value using Lisp syntax."""
    if value is True:
        return "#t"
    if value is False:
        return "#f"
    if value is None:
        return "nil"
    if isinstance(value, Symbol):
        return str(value)
    if isinstance(value, str):
        escaped = value.replace("\\", "\\\\").replace('"', '\\"')
        return '"%s"' % escaped
    if isinstance(value, list):
        return "(" + " ".join(to_string(item) for item in value) + ")"
    if isinstance(value, float) and value.is_integer():
        return "%.1f" % value
    if isinstance(value, Procedure):
        return repr(value)
    if callable(value):
        return "<builtin>"
    return str(value)


def run(source, env=None):
    """Evaluate every expression in source and return the last value."""
    env = env if env is not None else global_env()
    result = None
    for expression in parse(source):
        result = evaluate(expression, env)
    return result
