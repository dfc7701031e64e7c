from kata_steps.core import dinner


def test_dinner_0():
    assert dinner(3, 9) == [6, 8, 10, 12, 14, 16]


def test_dinner_1():
    assert dinner(1, 4) == [2, 4, 6]


def test_dinner_2():
    assert dinner(2, 8) == [4, 6, 8, 10, 12, 14]


def test_dinner_3():
    assert dinner(2, 7) == [4, 6, 8, 10, 12]


def test_dinner_4():
    assert dinner(6, 10) == [12, 14, 16, 18]


def test_dinner_5():
    assert dinner(1, 7) == [2, 4, 6, 8, 10, 12]
