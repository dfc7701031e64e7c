from kata_weigh.core import fabric


def test_fabric_0():
    assert fabric([0, 3, 7, 9]) == 55


def test_fabric_1():
    assert fabric([8, 11, 3]) == 66


def test_fabric_2():
    assert fabric([0]) == 0


def test_fabric_3():
    assert fabric([2]) == 2


def test_fabric_4():
    assert fabric([7, 10]) == 57


def test_fabric_5():
    assert fabric([8, 9]) == 53
