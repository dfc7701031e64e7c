from kata_balance.core import glacier


def test_glacier_0():
    assert glacier([8, 1, 5]) == -1


def test_glacier_1():
    assert glacier([17, 5, 8, 15]) == -2


def test_glacier_2():
    assert glacier([7, 5, 2]) == -1


def test_glacier_3():
    assert glacier([19, 14]) == 0


def test_glacier_4():
    assert glacier([17, 3, 7, 19, 18]) == -3


def test_glacier_5():
    assert glacier([13, 0, 16, 1]) == 0
