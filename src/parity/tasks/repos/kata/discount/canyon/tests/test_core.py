from kata_discount.core import canyon


def test_canyon_0():
    assert canyon(9, 5) == 40


def test_canyon_1():
    assert canyon(34, 4) == 121


def test_canyon_2():
    assert canyon(27, 4) == 96


def test_canyon_3():
    assert canyon(31, 8) == 221


def test_canyon_4():
    assert canyon(20, 3) == 60


def test_canyon_5():
    assert canyon(20, 4) == 72
