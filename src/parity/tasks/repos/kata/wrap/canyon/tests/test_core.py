from kata_wrap.core import canyon


def test_canyon_0():
    assert canyon(22) == 2


def test_canyon_1():
    assert canyon(3) == 4


def test_canyon_2():
    assert canyon(13) == 0


def test_canyon_3():
    assert canyon(23) == 3


def test_canyon_4():
    assert canyon(-7) == 1


def test_canyon_5():
    assert canyon(14) == 1
