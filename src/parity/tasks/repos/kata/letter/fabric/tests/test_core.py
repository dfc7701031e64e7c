from kata_letter.core import fabric


def test_fabric_0():
    assert fabric(82) == 'B'


def test_fabric_1():
    assert fabric(83) == 'A'


def test_fabric_2():
    assert fabric(84) == 'A'


def test_fabric_3():
    assert fabric(74) == 'C'


def test_fabric_4():
    assert fabric(75) == 'B'


def test_fabric_5():
    assert fabric(76) == 'B'
