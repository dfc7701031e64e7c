from kata_bonus.core import canyon


def test_canyon_0():
    assert canyon(0) == 0


def test_canyon_1():
    assert canyon(50) == 74


def test_canyon_2():
    assert canyon(51) == 75


def test_canyon_3():
    assert canyon(39) == 57


def test_canyon_4():
    assert canyon(45, 2) == 56


def test_canyon_5():
    assert canyon(45, 3) == 67
