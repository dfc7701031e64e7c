import pytest

from minilisp import (
    ArityError, LispError, LispTypeError, Procedure, UnboundSymbol, global_env, run, to_string,
)


@pytest.mark.parametrize("source,expected", [
    ("(+)", 0),
    ("(+ 1 2 3)", 6),
    ("(- 10 3 2)", 5),
    ("(- 4)", -4),
    ("(*)", 1),
    ("(* 2 3 4)", 24),
    ("(/ 12 3)", 4),
    ("(/ 7 2)", 3.5),
    ("(/ 4)", 0.25),
    ("(/ 100 5 2)", 10),
    ("(modulo 7 3)", 1),
    ("(modulo -7 3)", 2),
    ("(abs -5)", 5),
    ("(min 3 1 2)", 1),
    ("(max 3 1 2)", 3),
])
def test_arithmetic(source, expected):
    result = run(source)
    assert result == expected
    assert type(result) is type(expected)


@pytest.mark.parametrize("source,expected", [
    ("(< 1 2 3)", True),
    ("(< 1 3 2)", False),
    ("(> 3 2 1)", True),
    ("(> 3 3)", False),
    ("(<= 1 1 2)", True),
    ("(>= 2 3)", False),
    ("(= 2 2 2)", True),
    ("(= 2 2 3)", False),
])
def test_comparisons(source, expected):
    assert run(source) is expected


def test_division_by_zero():
    with pytest.raises(ZeroDivisionError):
        run("(/ 1 0)")
    with pytest.raises(ZeroDivisionError):
        run("(modulo 1 0)")


def test_type_errors():
    with pytest.raises(LispTypeError):
        run('(+ 1 "a")')
    with pytest.raises(LispTypeError):
        run("(< 1 #t)")


def test_builtin_arity():
    with pytest.raises(ArityError) as info:
        run("(< 1)")
    assert str(info.value) == "< expects at least 2 arguments, got 1"
    with pytest.raises(ArityError):
        run("(-)")


def test_list_primitives():
    assert run("(car '(1 2 3))") == 1
    assert run("(cdr '(1 2 3))") == [2, 3]
    assert run("(cons 0 (list 1 2))") == [0, 1, 2]
    assert run("(length '(a b c))") == 3
    assert run('(length "abcd")') == 4
    assert run("(null? '())") is True
    assert run("(null? '(1))") is False


def test_list_primitive_errors():
    with pytest.raises(LispTypeError):
        run("(car '())")
    with pytest.raises(LispTypeError):
        run("(cdr 5)")
    with pytest.raises(LispTypeError):
        run("(cons 1 2)")
    with pytest.raises(LispTypeError):
        run("(length 3)")


def test_predicates():
    assert run("(number? 4)") is True
    assert run("(number? #t)") is False
    assert run("(equal? '(1 (2)) (list 1 (list 2)))") is True
    assert run("(not #f)") is True
    assert run("(not 0)") is False


def test_quote():
    assert run("(quote (a b))") == ["a", "b"]
    with pytest.raises(LispError):
        run("(quote a b)")


def test_if():
    assert run("(if (< 1 2) 'yes 'no)") == "yes"
    assert run("(if #f 1 2)") == 2
    assert run("(if 0 1 2)") == 1
    assert run("(if #f 1)") is None


def test_if_arity():
    with pytest.raises(LispError):
        run("(if #t)")


def test_cond():
    source = """
    (define (sign n)
      (cond ((< n 0) -1)
            ((= n 0) 0)
            (else 1)))
    (list (sign -5) (sign 0) (sign 7))
    """
    assert run(source) == [-1, 0, 1]


def test_cond_no_match_and_empty_body():
    assert run("(cond (#f 1))") is None
    assert run("(cond (else))") is True


def test_define_and_lookup():
    assert run("(define x 10) (* x x)") == 100


def test_unbound_symbol():
    with pytest.raises(UnboundSymbol):
        run("(+ y 1)")


def test_define_errors():
    with pytest.raises(LispError):
        run("(define 5 1)")
    with pytest.raises(LispError):
        run("(define x 1 2)")
    with pytest.raises(LispError):
        run("(define x)")


def test_lambda_and_closure():
    source = """
    (define (make-adder n) (lambda (x) (+ x n)))
    (define add5 (make-adder 5))
    (add5 10)
    """
    assert run(source) == 15


def test_recursion():
    source = """
    (define (fact n) (if (<= n 1) 1 (* n (fact (- n 1)))))
    (fact 10)
    """
    assert run(source) == 3628800


def test_procedure_arity_error():
    with pytest.raises(ArityError) as info:
        run("(define (f a b) a) (f 1)")
    assert str(info.value) == "f expects 2 arguments, got 1"


def test_lambda_single_param_message():
    with pytest.raises(ArityError) as info:
        run("((lambda (x) x))")
    assert str(info.value) == "lambda expects 1 argument, got 0"


def test_lambda_errors():
    with pytest.raises(LispError):
        run("(lambda x x)")
    with pytest.raises(LispError):
        run("(lambda (1) 1)")
    with pytest.raises(LispError):
        run("(lambda (a a) a)")
    with pytest.raises(LispError):
        run("(lambda (a))")


def test_body_with_multiple_expressions():
    assert run("(define (f) (define y 2) (* y 3)) (f)") == 6


def test_let():
    assert run("(let ((a 2) (b 3)) (* a b))") == 6


def test_let_bindings_see_outer_scope_only():
    assert run("(define a 1) (let ((a 10) (b a)) b)") == 1


def test_let_errors():
    with pytest.raises(LispError):
        run("(let (a 1) a)")
    with pytest.raises(LispError):
        run("(let ((a 1)))")


def test_set():
    assert run("(define c 0) (define (inc) (set! c (+ c 1))) (inc) (inc) c") == 2


def test_set_unbound():
    with pytest.raises(UnboundSymbol):
        run("(set! nope 1)")


def test_and_or():
    assert run("(and)") is True
    assert run("(and 1 2 3)") == 3
    assert run("(and 1 #f 3)") is False
    assert run("(or)") is False
    assert run("(or #f 7 8)") == 7
    assert run("(or #f #f)") is False


def test_and_short_circuits():
    assert run("(and #f (undefined-thing))") is False
    assert run("(or 1 (undefined-thing))") == 1


def test_begin():
    assert run("(begin 1 2 3)") == 3
    assert run("(begin)") is None


def test_empty_combination():
    with pytest.raises(LispError):
        run("()")


def test_calling_non_procedure():
    with pytest.raises(LispTypeError) as info:
        run("(5 1)")
    assert str(info.value) == "not a procedure: 5"


def test_run_with_shared_env():
    env = global_env()
    run("(define z 4)", env)
    assert run("(+ z 1)", env) == 5
    with pytest.raises(UnboundSymbol):
        run("z")


def test_procedure_repr():
    assert isinstance(run("(define (sq x) (* x x)) sq"), Procedure)
    assert to_string(run("(define (sq x) (* x x)) sq")) == "<procedure sq>"


@pytest.mark.parametrize("value,text", [
    (True, "#t"),
    (False, "#f"),
    (None, "nil"),
    (3, "3"),
    (2.0, "2.0"),
    (2.5, "2.5"),
    ('say "hi"', '"say \\"hi\\""'),
    ([1, [2, "x"], []], '(1 (2 "x") ())'),
])
def test_to_string(value, text):
    assert to_string(value) == text


def test_to_string_symbol_and_builtin():
    assert to_string(run("'abc")) == "abc"
    assert to_string(run("car")) == "<builtin>"


def test_division_and_modulo_by_one():
    assert run("(/ 5 1)") == 5
    assert run("(modulo 5 1)") == 0


def test_modulo_arity():
    with pytest.raises(ArityError) as info:
        run("(modulo 5)")
    assert str(info.value) == "modulo expects 2 arguments, got 1"
    with pytest.raises(ArityError):
        run("(modulo 5 2 1)")


@pytest.mark.parametrize("source,expected", [
    ("(round 2.6)", 3),
    ("(round 2.5)", 2),
    ("(round 3.14159 2)", 3.14),
])
def test_round(source, expected):
    assert run(source) == expected


def test_round_arity_range():
    with pytest.raises(ArityError) as info:
        run("(round 1 2 3)")
    assert str(info.value) == "round expects 1 to 2 arguments, got 3"
    with pytest.raises(ArityError):
        run("(round)")


@pytest.mark.parametrize("source", [
    "(set! x)",
    "(define x 1) (set! 1 2)",
    "(cond 5)",
    "(cond ())",
    "(define () 1)",
    "(define (1 x) x)",
    "(let ((a)) a)",
    "(let ((a 1 2)) a)",
])
def test_malformed_special_forms(source):
    with pytest.raises(LispError):
        run(source)
