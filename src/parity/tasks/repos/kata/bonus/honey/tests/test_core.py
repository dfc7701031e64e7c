from kata_bonus.core import honey


def test_honey_0():
    assert honey(34) == 46


def test_honey_1():
    assert honey(21) == 29


def test_honey_2():
    assert honey(8) == 10


def test_honey_3():
    assert honey(26) == 36


def test_honey_4():
    assert honey(26, 2) == 31


def test_honey_5():
    assert honey(26, 3) == 36
