from kata_mean.core import glacier


def test_glacier_0():
    assert glacier([]) == 0


def test_glacier_1():
    assert glacier([27, 2, 0, 14, 27, 19]) == 14


def test_glacier_2():
    assert glacier([11, 21, 25, 25, 3, 21]) == 17


def test_glacier_3():
    assert glacier([3, 21, 25]) == 16


def test_glacier_4():
    assert glacier([4]) == 4


def test_glacier_5():
    assert glacier([6, 7, 17, 1, 20, 24]) == 12
