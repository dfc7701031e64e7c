from kata_clamp.core import canyon


def test_canyon_0():
    assert canyon(1) == 2


def test_canyon_1():
    assert canyon(2) == 2


def test_canyon_2():
    assert canyon(3) == 3


def test_canyon_3():
    assert canyon(9) == 9


def test_canyon_4():
    assert canyon(10) == 10


def test_canyon_5():
    assert canyon(11) == 10
