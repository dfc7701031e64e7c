from kata_steps.core import rubber


def test_rubber_0():
    assert rubber(0, 3) == [0, 5, 10]


def test_rubber_1():
    assert rubber(1, 10) == [5, 10, 15, 20, 25, 30, 35, 40, 45]


def test_rubber_2():
    assert rubber(3, 9) == [15, 20, 25, 30, 35, 40]


def test_rubber_3():
    assert rubber(5, 5) == []


def test_rubber_4():
    assert rubber(3, 6) == [15, 20, 25]


def test_rubber_5():
    assert rubber(5, 7) == [25, 30]
