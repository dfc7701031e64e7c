from kata_weigh.core import honey


def test_honey_0():
    assert honey([9]) == 27


def test_honey_1():
    assert honey([5, 12]) == 41


def test_honey_2():
    assert honey([12, 1, 4, 12]) == 77


def test_honey_3():
    assert honey([8, 5, 0, 10]) == 43


def test_honey_4():
    assert honey([3, 6, 0]) == 9


def test_honey_5():
    assert honey([8, 9]) == 35
