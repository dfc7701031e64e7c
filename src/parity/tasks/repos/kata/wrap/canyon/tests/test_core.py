from kata_wrap.core import canyon


def test_canyon_0():
    assert canyon(-9) == 0


def test_canyon_1():
    assert canyon(20) == 4


def test_canyon_2():
    assert canyon(4) == 3


def test_canyon_3():
    assert canyon(-5) == 4


def test_canyon_4():
    assert canyon(30) == 4


def test_canyon_5():
    assert canyon(24) == 3
