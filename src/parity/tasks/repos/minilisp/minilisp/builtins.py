"""Primitive procedures available in the global environment."""

import functools
import operator

from .errors import ArityError, LispTypeError


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _check_numbers(name, args):
    for arg in args:
        if not _is_number(arg):
            raise LispTypeError("%s expects numbers, got %r" % (name, arg))


def _check_count(name, args, low, high=None):
    too_many = high is not None and len(args) > high
    if len(args) >= low and not too_many:
        return
    if high is None:
        expected = "at least %d" % low
    elif high == low:
        expected = str(low)
    else:
        expected = "%d to %d" % (low, high)
    raise ArityError(name, expected, len(args))


def add(*args):
    """Sum all arguments; (+) is 0."""
    _check_numbers("+", args)
    return sum(args)


def sub(*args):
    """Subtract the rest from the first argument, or negate a single one."""
    _check_count("-", args, 1)
    _check_numbers("-", args)
    if len(args) == 1:
        return -args[0]
    return functools.reduce(operator.sub, args)


def mul(*args):
    """Multiply all arguments; (*) is 1."""
    _check_numbers("*", args)
    return functools.reduce(operator.mul, args, 1)


def div(*args):
    """Divide the first argument by the rest; integer results stay integers."""
    _check_count("/", args, 1)
    _check_numbers("/", args)
    if len(args) == 1:
        args = (1,) + args
    result = args[0]
    for divisor in args[1:]:
        if divisor == 0:
            raise ZeroDivisionError("division by zero")
        if isinstance(result, int) and isinstance(divisor, int) and result % divisor == 0:
            result = result // divisor
        else:
            result = result / divisor
    return result


def modulo(*args):
    """Return a modulo b with the sign of b."""
    _check_count("modulo", args, 2, 2)
    _check_numbers("modulo", args)
    a, b = args
    if b == 0:
        raise ZeroDivisionError("modulo by zero")
    return a % b


def round_number(*args):
    """Round a number to an integer, or to the given number of decimal places."""
    _check_count("round", args, 1, 2)
    _check_numbers("round", args)
    if len(args) == 1:
        return round(args[0])
    return round(args[0], args[1])


def _chain(name, compare):
    def check(*args):
        _check_count(name, args, 2)
        _check_numbers(name, args)
        return all(compare(a, b) for a, b in zip(args, args[1:]))
    check.__name__ = name
    return check


def car(pair):
    """Return the first element of a non-empty list."""
    if not isinstance(pair, list) or not pair:
        raise LispTypeError("car expects a non-empty list")
    return pair[0]


def cdr(pair):
    """Return all but the first element of a non-empty list."""
    if not isinstance(pair, list) or not pair:
        raise LispTypeError("cdr expects a non-empty list")
    return pair[1:]


def cons(head, tail):
    """Prepend head to the list tail."""
    if not isinstance(tail, list):
        raise LispTypeError("cons expects a list as its second argument")
    return [head] + tail


def length(items):
    """Return the number of elements in a list or characters in a string."""
    if not isinstance(items, (list, str)):
        raise LispTypeError("length expects a list or string")
    return len(items)


def is_true(value):
    """Return False only for #f; every other value counts as true."""
    return value is not False


BUILTINS = {
    "+": add,
    "-": sub,
    "*": mul,
    "/": div,
    "modulo": modulo,
    "round": round_number,
    "=": _chain("=", operator.eq),
    "<": _chain("<", operator.lt),
    ">": _chain(">", operator.gt),
    "<=": _chain("<=", operator.le),
    ">=": _chain(">=", operator.ge),
    "not": lambda value: not is_true(value),
    "abs": lambda value: abs(value),
    "min": lambda *args: min(args),
    "max": lambda *args: max(args),
    "list": lambda *args: list(args),
    "car": car,
    "cdr": cdr,
    "cons": cons,
    "length": length,
    "null?": lambda value: value == [],
    "number?": _is_number,
    "equal?": lambda a, b: a == b,
}
