from kata_steps.core import ladder


def test_ladder_0():
    assert ladder(0, 8) == [0, 10, 20, 30]


def test_ladder_1():
    assert ladder(1, 9) == [5, 15, 25, 35]


def test_ladder_2():
    assert ladder(1, 8) == [5, 15, 25, 35]


def test_ladder_3():
    assert ladder(4, 11) == [20, 30, 40, 50]


def test_ladder_4():
    assert ladder(3, 3) == []


def test_ladder_5():
    assert ladder(1, 10) == [5, 15, 25, 35, 45]
