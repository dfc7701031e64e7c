from kata_steps.core import canyon


def test_canyon_0():
    assert canyon(5, 9) == [10, 14]


def test_canyon_1():
    assert canyon(1, 4) == [2, 6]


def test_canyon_2():
    assert canyon(5, 10) == [10, 14, 18]


def test_canyon_3():
    assert canyon(4, 5) == [8]


def test_canyon_4():
    assert canyon(1, 5) == [2, 6]


def test_canyon_5():
    assert canyon(5, 8) == [10, 14]
