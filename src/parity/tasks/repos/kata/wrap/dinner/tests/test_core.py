from kata_wrap.core import dinner


def test_dinner_0():
    assert dinner(15) == 5


def test_dinner_1():
    assert dinner(18) == 1


def test_dinner_2():
    assert dinner(21) == 4


def test_dinner_3():
    assert dinner(20) == 3


def test_dinner_4():
    assert dinner(3) == 0


def test_dinner_5():
    assert dinner(6) == 3
