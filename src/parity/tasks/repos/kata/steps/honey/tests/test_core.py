from kata_steps.core import honey


def test_honey_0():
    assert honey(5, 8) == [25]


def test_honey_1():
    assert honey(4, 6) == [20]


def test_honey_2():
    assert honey(1, 9) == [5, 20, 35]


def test_honey_3():
    assert honey(3, 10) == [15, 30, 45]


def test_honey_4():
    assert honey(1, 8) == [5, 20, 35]


def test_honey_5():
    assert honey(4, 4) == []
