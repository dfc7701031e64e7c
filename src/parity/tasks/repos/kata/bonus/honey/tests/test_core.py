from kata_bonus.core import honey


def test_honey_0():
    assert honey(42) == 56


def test_honey_1():
    assert honey(20) == 26


def test_honey_2():
    assert honey(10) == 13


def test_honey_3():
    assert honey(17) == 22


def test_honey_4():
    assert honey(27, 5) == 36


def test_honey_5():
    assert honey(27, 6) == 45
