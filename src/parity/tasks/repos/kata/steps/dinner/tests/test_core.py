from kata_steps.core import dinner


def test_dinner_0():
    assert dinner(4, 10) == [20, 35]


def test_dinner_1():
    assert dinner(2, 3) == [10]


def test_dinner_2():
    assert dinner(5, 10) == [25, 40]


def test_dinner_3():
    assert dinner(4, 4) == []


def test_dinner_4():
    assert dinner(6, 14) == [30, 45, 60]


def test_dinner_5():
    assert dinner(0, 7) == [0, 15, 30]
